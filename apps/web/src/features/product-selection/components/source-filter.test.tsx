import { API, type ProductSources } from '@asinasin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { renderRoutes } from '../../../test/render';
import { failure, fakeApi } from '../../../test/fake-api';
import { COLUMNS_STORAGE_KEY } from '../model/column-prefs';
import { ProductSelectionPage } from '../pages/product-selection-page';
import { fakeServer, product, selectionBodies } from '../test/fixtures';

const routes = [{ path: '/select/product', element: <ProductSelectionPage /> }];

// Test values (never shown to a seller): the US catalog's three sources.
const SOURCES: ProductSources = {
  marketplace: 'US',
  sources: [
    { source: 'connection:3', kind: 'connection', name: 'Operator US', products: 1200 },
    { source: 'keepa', kind: 'keepa', name: null, products: 40 },
    { source: 'file:helium10-black-box', kind: 'file', name: 'helium10-black-box', products: 7 },
  ],
};

beforeEach(() => {
  authToken.set('tok-ps');
  fakeApi.on(API.productSources, SOURCES);
});
afterEach(async () => {
  window.localStorage.removeItem(COLUMNS_STORAGE_KEY);
  await changeLanguage('zh-CN');
});

describe('data source filter', () => {
  it('lists the sources with their product counts, and a choice goes to the server and the URL', async () => {
    fakeServer({ rows: [product({ marketplace: 'US' })] });
    const { router } = renderRoutes(routes, '/select/product?marketplace=US');
    await screen.findByText('Wooden puzzle');
    fireEvent.click(screen.getByRole('button', { name: /更多筛选/ }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '数据来源' }));
    expect(await screen.findByTitle('亚马逊连接：Operator US（1,200 个商品）')).toBeTruthy();
    expect(screen.getByTitle('文件导入：helium10-black-box（7 个商品）')).toBeTruthy();
    fireEvent.click(screen.getByTitle('Keepa（40 个商品）'));
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(selectionBodies().at(-1)).toMatchObject({ source: 'keepa' }));
    expect(router.state.location.search).toContain('source=keepa');
  });

  it('opens a URL with its source, in English, and leaves out a source no server could list', async () => {
    await changeLanguage('en-US');
    fakeServer({ rows: [product({ marketplace: 'US' })] });
    const { router } = renderRoutes(routes, '/select/product?marketplace=US&source=connection:3');
    await screen.findByText('Wooden puzzle');
    expect(selectionBodies().at(-1)).toMatchObject({ source: 'connection:3' });
    expect(await screen.findByTitle('Amazon connection: Operator US (1,200 products)')).toBeTruthy();
    await router.navigate('/select/product?marketplace=US&source=../../etc');
    await waitFor(() => expect(selectionBodies().at(-1)).not.toHaveProperty('source'));
  });

  it("shows the server's refusal of a source the catalog no longer has", async () => {
    fakeServer({ rows: [] });
    fakeApi.on(
      API.productSelection,
      failure(400, '数据库中没有来自“connection:9”的导入：请从“数据来源”列表中选择，或选“全部来源”'),
    );
    renderRoutes(routes, '/select/product?marketplace=US&source=connection:9');
    expect(await screen.findByText(/数据库中没有来自“connection:9”的导入/)).toBeTruthy();
  });
});

describe("Keepa's rank drops", () => {
  it('are optional sortable columns, a dash with the reason where no Keepa history came', async () => {
    window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(['price', 'rankDrops30', 'rankDrops90']));
    fakeServer({
      rows: [
        product({
          asin: 'B000TOY011',
          title: 'Kite',
          rankDrops30: 1234,
          rankDrops90: 3000,
          rankDrops180: 5000,
        }),
        product({ asin: 'B000TOY012', title: 'Yo-yo' }),
      ],
    });
    renderRoutes(routes, '/select/product?marketplace=UK');
    await screen.findByText('Kite');
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByText('3,000')).toBeTruthy();
    const missing = screen
      .getAllByTestId('missing-value')
      .filter((cell) => cell.dataset.hint?.includes('Keepa'));
    expect(missing).toHaveLength(2);
    expect(missing[0]!.dataset.hint).toContain('没有导入此商品的 Keepa 历史');
    fireEvent.click(screen.getByRole('columnheader', { name: /30 天排名下降/ }));
    await waitFor(() => expect(selectionBodies().at(-1)).toMatchObject({ sort: 'rankDrops30' }));
  });

  it('are hidden until chosen', async () => {
    fakeServer({ rows: [product({ rankDrops30: 5 })] });
    renderRoutes(routes, '/select/product?marketplace=UK');
    await screen.findByText('Wooden puzzle');
    expect(screen.queryByRole('columnheader', { name: /排名下降/ })).toBeNull();
  });
});
