import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../../../lib/auth-token';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { ListingEditPage } from '../pages/listing-edit-page';
import { listingApi, ok } from '../test/listing-api';
import { listingGeneration } from '../test/generation';

const row = (id: number, headline: string, passes = true) => ({
  id,
  kind: 'listing',
  generator: { provider: 'offline', model: 'rule-based', ruleBased: true },
  power: 1.5,
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
  productName: 'Water Bottle',
  marketplace: 'US',
  headline,
  passes,
});

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  authToken.set('tok-history');
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

function renderHistory(handlers: Parameters<typeof listingApi>[0]) {
  const api = listingApi(handlers);
  const view = renderRoutes([{ path: '/ai/listing/edit', element: <ListingEditPage /> }], '/ai/listing/edit');
  fireEvent.click(screen.getByRole('tab', { name: '历史记录' }));
  return { ...api, ...view };
}

describe('the listing history', () => {
  it('says when there is nothing yet', async () => {
    renderHistory({});
    expect(await screen.findByText('还没有生成记录')).toBeTruthy();
  });

  it('says the history failed to load and retries', async () => {
    let fail = true;
    renderHistory({
      [API.generationList]: () =>
        fail
          ? jsonResponse({ code: 500, msg: '服务器内部错误', data: null }, 500)
          : ok({ rows: [], total: 0 }),
    });
    expect(await screen.findByText('历史记录加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有生成记录')).toBeTruthy();
  });

  it('pages through the listings only, ten at a time', async () => {
    const { lastCall } = renderHistory({
      [API.generationList]: (url) =>
        ok({
          rows: [row(Number(url.searchParams.get('page')), `Listing page ${url.searchParams.get('page')}`)],
          total: 11,
        }),
    });
    expect(await screen.findByText('Listing page 1')).toBeTruthy();
    expect(screen.getByText('共 11 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Listing page 2')).toBeTruthy();
    expect(Object.fromEntries(lastCall(API.generationList).url.searchParams)).toEqual({
      kind: 'listing',
      page: '2',
      size: '10',
    });
  });

  it('reopens a generation in the editor', async () => {
    const generation = listingGeneration({ id: 7 });
    const { router } = renderHistory({
      [API.generationList]: () => ok({ rows: [row(7, generation.listing!.title)], total: 1 }),
      [API.generationDetail]: (url) =>
        url.searchParams.get('id') === '7' ? ok(generation) : jsonResponse({}, 404),
    });
    fireEvent.click(await screen.findByRole('button', { name: '打开' }));
    const result = await screen.findByTestId('listing-result');
    expect(result.getAttribute('data-generation-id')).toBe('7');
    expect(router.state.location.search).toBe('?id=7');
  });

  it('copies a saved generation straight from the list', async () => {
    const generation = listingGeneration({ id: 7 });
    renderHistory({
      [API.generationList]: () => ok({ rows: [row(7, generation.listing!.title)], total: 1 }),
      [API.generationDetail]: () => ok(generation),
    });
    const item = await screen.findByTestId('history-row');
    fireEvent.click(within(item).getByRole('button', { name: '复制' }));
    expect(await screen.findByText('复制成功')).toBeTruthy();
    expect(writeText.mock.calls[0]![0]).toMatch(/^标题\nStainless Steel Water Bottle/);
  });

  it('deletes after a confirmation, closing it if it was open', async () => {
    let rows = [row(7, 'Old listing')];
    const { calls, router } = renderHistory({
      [API.generationDetail]: () => ok(listingGeneration({ id: 7 })),
      [API.generationList]: () => ok({ rows, total: rows.length }),
      [API.generationDelete]: () => {
        rows = [];
        return ok(null);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '打开' }));
    await screen.findByTestId('listing-result');
    fireEvent.click(screen.getByRole('tab', { name: '历史记录' }));
    const item = await screen.findByTestId('history-row');
    fireEvent.click(within(item).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除这条生成记录？删除后无法恢复。')).toBeTruthy();
    expect(calls(API.generationDelete)).toHaveLength(0);
    const confirm = screen.getAllByRole('button', { name: '删除' }).at(-1)!;
    fireEvent.click(confirm);
    await waitFor(() => expect(calls(API.generationDelete)).toEqual([{ id: 7 }]));
    expect(await screen.findByText('已删除')).toBeTruthy();
    expect(await screen.findByText('还没有生成记录')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.queryByTestId('listing-result')).toBeNull());
  });
});
