import { API, productSelectionQuery, type SavedFilter } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { renderRoutes } from '../../../test/render';
import { ProductSelectionPage } from '../pages/product-selection-page';
import { fakeApi } from '../../../test/fake-api';
import { fakeServer, product, selectionBodies, type FakeServer } from '../test/fixtures';

const routes = [{ path: '/select/product', element: <ProductSelectionPage /> }];

beforeEach(() => {
  authToken.set('tok-ps');
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

const saved = (id: number, name: string, query: Record<string, unknown>): SavedFilter => ({
  id,
  name,
  query: productSelectionQuery.parse(query),
  createdAt: 1,
  updatedAt: 1,
});

async function openMenu() {
  fireEvent.click(screen.getByTestId('saved-filters'));
  return screen.findByRole('menu');
}

describe('saved filter sets', () => {
  it('says there are none yet, then saves the current filters under a name', async () => {
    await changeLanguage('en-US');
    const server: FakeServer = { rows: [product()], savedFilters: [] };
    fakeServer(server);
    renderRoutes(routes, '/select/product?marketplace=UK&keyword=puzzle&price.min=15&sort=price&order=desc');
    await screen.findByText('Wooden puzzle');
    const menu = await openMenu();
    expect(await within(menu).findByText(/No saved filter sets yet/)).toBeTruthy();

    fireEvent.click(within(menu).getByText('Save current filters…'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name (1-40 characters)'), {
      target: { value: 'UK puzzles' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.savedFilters).toHaveLength(1));
    expect(fakeApi.bodies(API.savedFiltersSave)).toEqual([
      {
        name: 'UK puzzles',
        query: expect.objectContaining({
          marketplace: 'UK',
          keyword: 'puzzle',
          price: { min: 15 },
          sort: 'price',
          order: 'desc',
          page: 1,
        }),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('applies a set: the form and the URL take its filters and the search runs', async () => {
    fakeServer({
      rows: [product()],
      savedFilters: [
        saved(7, '成长快的玩具', { marketplace: 'UK', keyword: 'kite', bsrGrowthRate: { min: 0.25 } }),
      ],
    });
    const { router } = renderRoutes(routes, '/select/product');
    await screen.findByText('Wooden puzzle');
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByText('成长快的玩具'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?marketplace=UK&keyword=kite&bsrGrowthRate.min=25'),
    );
    await waitFor(() =>
      expect(selectionBodies().at(-1)).toMatchObject({
        marketplace: 'UK',
        keyword: 'kite',
        bsrGrowthRate: { min: 0.25 },
      }),
    );
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: '包含关键词' }) as HTMLInputElement).value).toBe('kite'),
    );
  });

  it('renames a set and deletes one only after confirming, and shows the server refusal', async () => {
    const server: FakeServer = {
      rows: [product()],
      savedFilters: [saved(1, 'Alpha', { keyword: 'a' }), saved(2, 'Beta', { keyword: 'b' })],
    };
    fakeServer(server);
    renderRoutes(routes, '/select/product');
    await screen.findByText('Wooden puzzle');
    const menu = await openMenu();
    await within(menu).findByText('Alpha');
    fireEvent.click(within(menu).getByText('重命名或删除…'));
    const dialog = await screen.findByRole('dialog');

    const alpha = within(dialog).getByRole('listitem', { name: 'Alpha' });
    fireEvent.click(within(alpha).getByRole('button', { name: '重命名' }));
    const input = within(alpha).getByRole('textbox', { name: '名称（1-40 个字符）' });
    fireEvent.change(input, { target: { value: 'Gamma' } });
    fireEvent.click(within(alpha).getByRole('button', { name: '保存' }));
    await within(dialog).findByRole('listitem', { name: 'Gamma' });
    expect(fakeApi.bodies(API.savedFiltersSave)).toEqual([{ id: 1, name: 'Gamma' }]);

    const beta = within(dialog).getByRole('listitem', { name: 'Beta' });
    fireEvent.click(within(beta).getByRole('button', { name: '删除' }));
    expect(within(beta).getByText('确定删除该方案？')).toBeTruthy();
    expect(fakeApi.bodies(API.savedFiltersDelete)).toEqual([]);
    fireEvent.click(within(beta).getByRole('button', { name: '取消' }));
    fireEvent.click(within(beta).getByRole('button', { name: '删除' }));
    fireEvent.click(within(beta).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(dialog).queryByRole('listitem', { name: 'Beta' })).toBeNull());
    expect(fakeApi.bodies(API.savedFiltersDelete)).toEqual([{ id: 2 }]);
    expect(server.savedFilters!.map((set) => set.name)).toEqual(['Gamma']);

    // a refusal of the server (here: the name is another set's) is said in the row
    fakeApi.fail(API.savedFiltersSave, 400, '已有同名的筛选方案，请换一个名称', 400);
    const gamma = within(dialog).getByRole('listitem', { name: 'Gamma' });
    fireEvent.click(within(gamma).getByRole('button', { name: '重命名' }));
    fireEvent.click(within(gamma).getByRole('button', { name: '保存' }));
    expect(await within(gamma).findByText('已有同名的筛选方案，请换一个名称')).toBeTruthy();
  });
});
