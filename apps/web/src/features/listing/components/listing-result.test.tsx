import { API, type ListingDraft } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../../../lib/auth-token';
import { renderRoutes } from '../../../test/render';
import { ListingEditPage } from '../pages/listing-edit-page';
import { listingApi, ok, type Handler } from '../test/listing-api';
import { GOOD_LISTING, listingGeneration } from '../test/generation';

const writeText = vi.fn<(text: string) => Promise<void>>();
const execCommand = document.execCommand;

beforeEach(() => {
  authToken.set('tok-result');
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  document.execCommand = execCommand;
});

/** The edit page with a saved generation reopened by its id (?id=), as from the history. */
async function openGeneration(generation = listingGeneration(), handlers: Record<string, Handler> = {}) {
  const api = listingApi({ [API.generationDetail]: () => ok(generation), ...handlers });
  renderRoutes(
    [{ path: '/ai/listing/edit', element: <ListingEditPage /> }],
    `/ai/listing/edit?id=${generation.id}`,
  );
  const result = await screen.findByTestId('listing-result');
  return {
    ...api,
    result,
    field: (label: string) => within(result).getByLabelText(label) as HTMLTextAreaElement,
  };
}

const withTitle = (title: string): ListingDraft => ({ ...GOOD_LISTING, title });

describe('a generated listing', () => {
  it('reopens by id with its inputs back in the form and its parts in boxes', async () => {
    const { field } = await openGeneration();
    expect(field('标题').value).toBe(GOOD_LISTING.title);
    expect(field('五点描述 5').value).toBe(GOOD_LISTING.bullets[4]);
    expect(field('后台搜索词').value).toBe(GOOD_LISTING.searchTerms);
    expect((screen.getByLabelText('产品名称') as HTMLInputElement).value).toBe(
      'Stainless Steel Water Bottle 750ml',
    );
    expect(screen.getByText('29 / 249 字节')).toBeTruthy();
  });

  it('shows each finding with its severity beside its field, and the score', async () => {
    const { result } = await openGeneration(
      listingGeneration({ listing: withTitle('Water Bottle! Thermos') }),
    );
    const title = within(result).getByTestId('findings-title');
    expect(within(title).getByText('错误')).toBeTruthy();
    expect(within(title).getByText('标题不能使用这些字符：!')).toBeTruthy();
    expect(within(result).getByTestId('score-summary').getAttribute('data-passes')).toBe('false');
    expect(within(result).getByText('1 处违规需修改')).toBeTruthy();
  });

  it('maps which keyword appears where and lists the missing ones', async () => {
    const { result } = await openGeneration(
      listingGeneration({ keywords: 'water bottle, thermos, yoga mat' }),
    );
    const map = within(result).getByTestId('coverage-map');
    expect(within(map).getByText('覆盖 2 / 3')).toBeTruthy();
    const row = within(map).getByText('thermos').closest('tr')!;
    expect(within(row).getByText('5')).toBeTruthy(); // the fifth bullet holds it
    expect(within(within(map).getByTestId('coverage-missing')).getByText('yoga mat')).toBeTruthy();
  });

  it('checks again in the browser while the seller types, and saves the edit', async () => {
    const saved = listingGeneration({ listing: withTitle(`${GOOD_LISTING.title} Free Shipping`) });
    const { result, field, calls } = await openGeneration(listingGeneration(), {
      [API.generationUpdate]: () => ok({ ...saved, updatedAt: '2026-11-24T09:00:00.000Z' }),
    });
    expect(within(result).queryByText(/不能使用促销用语/)).toBeNull();
    fireEvent.change(field('标题'), { target: { value: `${GOOD_LISTING.title} Free Shipping` } });
    expect(await within(result).findByText('不能使用促销用语：free shipping')).toBeTruthy();
    expect(within(result).getByText('有未保存的修改')).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('修改已保存')).toBeTruthy();
    expect(calls(API.generationUpdate)[0]).toEqual({
      id: 41,
      listing: { ...GOOD_LISTING, title: `${GOOD_LISTING.title} Free Shipping` },
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('listing-result')).getByText('修改时会实时重新检查')).toBeTruthy(),
    );
  });

  it('copies the whole listing and each field, saying copy succeeded', async () => {
    const { result } = await openGeneration();
    fireEvent.click(within(result).getByRole('button', { name: '复制内容' }));
    expect(await screen.findByText('复制成功')).toBeTruthy();
    const text = writeText.mock.calls[0]![0];
    expect(text).toMatch(
      /^标题\nStainless Steel Water Bottle 750ml - Insulated Bottle, Thermos\n\n五点描述\n• Keeps/,
    );
    expect(text).toMatch(/后台搜索词\nflask hydration sports travel$/);
    fireEvent.click(within(result).getByRole('button', { name: '复制后台搜索词' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('flask hydration sports travel'));
  });

  it("says 'copy failed' when the browser refuses the clipboard", async () => {
    writeText.mockRejectedValue(new Error('denied'));
    document.execCommand = vi.fn(() => false);
    const { result } = await openGeneration();
    fireEvent.click(within(result).getByRole('button', { name: '复制内容' }));
    expect(await screen.findByText('复制失败')).toBeTruthy();
  });

  it('flags brand names before copying: the seller confirms first', async () => {
    const generation = listingGeneration({
      listing: withTitle('Crayola Washable Markers 10 Pack'),
      brands: ['Crayola'],
    });
    const { result, field } = await openGeneration(generation);
    const alert = within(result).getByTestId('brand-alert');
    expect(within(alert).getByText(/发现可能的品牌名：Crayola/)).toBeTruthy();

    fireEvent.click(within(result).getByRole('button', { name: '复制内容' }));
    const dialog = await screen.findByRole('dialog', { name: '复制前请确认品牌' });
    expect(within(dialog).getByText(/发现可能的品牌名：Crayola/)).toBeTruthy();
    expect(writeText).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '仍然复制' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]![0]).toMatch(/Crayola/);

    // The brand moved into a bullet by hand is flagged there at once, before any server check.
    fireEvent.change(field('五点描述 2'), { target: { value: 'Works like Crayola markers' } });
    const bullet = await within(result).findByTestId('findings-bullet-2');
    expect(within(bullet).getByText(/「Crayola」是品牌名/)).toBeTruthy();
  });

  it('flags a sourced mark while the seller types, before the server has seen the text', async () => {
    const { result, field, calls } = await openGeneration();
    fireEvent.change(field('标题'), { target: { value: 'Yeti Bottle' } });
    const title = within(result).getByTestId('findings-title');
    expect(within(title).getByText(/「YETI」是品牌名/i)).toBeTruthy();
    expect(calls(API.listingCheck)).toEqual([]);
  });

  // Owala is a catalog brand, not one of the sourced marks the browser ships: only the server knows it
  it('asks the server about brands in edited text once typing pauses', async () => {
    const { result, field, calls } = await openGeneration(listingGeneration(), {
      [API.listingCheck]: () =>
        ok(listingGeneration({ listing: withTitle('Owala Bottle'), brands: ['Owala'] }).report),
    });
    fireEvent.change(field('标题'), { target: { value: 'Owala Bottle' } });
    expect(await within(result).findByTestId('brand-alert')).toBeTruthy();
    expect(calls(API.listingCheck)[0]).toMatchObject({ title: 'Owala Bottle', marketplace: 'US' });
    expect(within(within(result).getByTestId('findings-title')).getByText(/「Owala」是品牌名/)).toBeTruthy();
  });
});
