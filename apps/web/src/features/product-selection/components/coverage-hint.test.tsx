import { API, COVERAGE_FIELDS, type CatalogCoverage, type SortedBy } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { ProductSelectionPage } from '../pages/product-selection-page';
import { fakeServer, product } from '../test/fixtures';

const routes = [{ path: '/select/product', element: <ProductSelectionPage /> }];

/** US as the demo catalog: 100 products, no root BSR nor estimate, ratings on 40 of them. */
function fakeCoverage() {
  fakeApi.on(API.catalogCoverage, (_body, call): CatalogCoverage => {
    const marketplace = call.url.searchParams.get('marketplace') ?? 'US';
    const values = Object.fromEntries(COVERAGE_FIELDS.map((field) => [field, 100]));
    if (marketplace === 'US') Object.assign(values, { bsr: 0, sales30d: 0, ratingCount: 40 });
    return { marketplace, products: 100, values, markets: { count: 0, values: {} } };
  });
}

const byRatings: SortedBy = {
  field: 'ratingCount',
  order: 'desc',
  by: 'default',
  skipped: ['bsr', 'sales30d', 'boughtPastMonth'],
};

beforeEach(() => authToken.set('tok-cov'));
afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('product selection: what the catalog holds (decisions/0038)', () => {
  it('warns next to a filter no product has, with how to fill it, and gives the share of a thin one', async () => {
    fakeServer({ rows: [product()] });
    fakeCoverage();
    renderRoutes(routes, '/select/product?marketplace=US');
    const bsr = await screen.findByTestId('coverage-hint-bsr');
    expect(bsr.textContent).toContain('本站点目录中没有商品有这项数据');
    expect(bsr.textContent).toContain('导入带大类 BSR 列');
    expect(within(bsr).getByRole('link', { name: '去数据页导入' }).getAttribute('href')).toBe('/data#import');
    expect(screen.getByTestId('coverage-hint-sales30d').textContent).toContain('月销量由大类 BSR 估算');
    // rating count: 40 % of products, shown under "more filters"
    expect(screen.getByTestId('coverage-hint-ratingCount').textContent).toContain('仅 40% 的商品有这项数据');
    // a column every product has says nothing
    expect(screen.queryByTestId('coverage-hint-price')).toBeNull();
  });

  it('follows the marketplace chosen in the form before any search', async () => {
    fakeServer({ rows: [product()] });
    fakeCoverage();
    renderRoutes(routes, '/select/product?marketplace=US');
    await screen.findByTestId('coverage-hint-bsr');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '站点' }));
    fireEvent.click(await screen.findByTitle(/^UK/));
    await waitFor(() => expect(screen.queryByTestId('coverage-hint-bsr')).toBeNull());
    expect(fakeApi.calls(API.catalogCoverage).map((c) => c.url.searchParams.get('marketplace'))).toContain(
      'UK',
    );
  });

  it('says in English which column page 1 is sorted by when the preferred ones are empty', async () => {
    await changeLanguage('en-US');
    fakeServer({ rows: [product()] });
    fakeApi.on(API.productSelection, { rows: [product()], total: 1, sortedBy: byRatings });
    fakeCoverage();
    renderRoutes(routes, '/select/product?marketplace=US');
    const note = await screen.findByTestId('default-sort-note');
    expect(note.textContent).toContain('Sorted by');
    expect(note.textContent).toContain("no product of this marketplace's catalog has");
    expect((await screen.findByTestId('coverage-hint-bsr')).textContent).toContain(
      'filtering by it returns 0',
    );
  });

  it('announces the default sort above the table and marks its column; a chosen sort is kept', async () => {
    fakeServer({ rows: [product()] });
    fakeApi.on(API.productSelection, (body: { sort?: SortedBy['field'] }) => {
      const sortedBy: SortedBy = body.sort
        ? { field: body.sort, order: 'desc', by: 'request', skipped: [] }
        : byRatings;
      return { rows: [product()], total: 1, sortedBy };
    });
    fakeCoverage();
    const { router } = renderRoutes(routes, '/select/product?marketplace=US');
    const note = await screen.findByTestId('default-sort-note');
    expect(note.textContent).toBe(
      '按评分数排序：本站点目录中的商品没有大类 BSR、估算月销量或过去一个月购买量。 如何补充数据',
    );
    const header = screen.getByRole('columnheader', { name: /评分数/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');

    await router.navigate('/select/product?marketplace=US&sort=price&order=desc');
    await waitFor(() => expect(screen.queryByTestId('default-sort-note')).toBeNull());
    expect(fakeApi.bodies(API.productSelection).at(-1)).toMatchObject({ sort: 'price', order: 'desc' });
  });
});
