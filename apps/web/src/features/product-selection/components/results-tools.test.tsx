import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { renderRoutes, renderWithApp } from '../../../test/render';
import { DEFAULT_VIEW } from '../model/filters';
import { COLUMNS_STORAGE_KEY } from '../model/column-prefs';
import { ProductSelectionPage } from '../pages/product-selection-page';
import { fakeApi } from '../../../test/fake-api';
import { fakeServer, product } from '../test/fixtures';
import { ResultsTable } from './results-table';

const routes = [
  { path: '/select/product', element: <ProductSelectionPage /> },
  { path: '/products/hot-product-detail', element: <p>detail page</p> },
];
const ROWS = ['B000TOY001', 'B000TOY002', 'B000TOY003'].map((asin, i) =>
  product({
    asin,
    title: `Toy ${i + 1}`,
    sales30d: { units: 100, low: 60, high: 140, curve: '*/*', calibrated: false },
  }),
);

beforeEach(() => {
  authToken.set('tok-ps');
});
afterEach(async () => {
  window.localStorage.removeItem(COLUMNS_STORAGE_KEY);
  await changeLanguage('zh-CN');
});

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');

describe('column chooser', () => {
  it('hides and shows columns, keeps the choice for the next visit, and resets to the default', async () => {
    await changeLanguage('en-US');
    fakeServer({ rows: ROWS, total: 3 });
    const first = renderRoutes(routes, '/select/product?marketplace=UK');
    await screen.findByText('Toy 1');
    expect(headers()).toContain('Estimated monthly sales');
    expect(headers()).not.toContain('Size tier');

    const toggle = screen.getByRole('button', { name: /Columns \(19\)/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByTestId('column-chooser');
    expect(panel.hidden).toBe(false);
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Estimated monthly sales' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Size tier' }));
    await waitFor(() => expect(headers()).not.toContain('Estimated monthly sales'));
    expect(headers()).toContain('Size tier');
    // the product always shows; it is not a choice
    expect(headers()).toContain('Product');
    expect(within(panel).queryByRole('checkbox', { name: 'Product' })).toBeNull();
    first.unmount();

    renderRoutes(routes, '/select/product?marketplace=UK');
    await screen.findByText('Toy 1');
    expect(headers()).not.toContain('Estimated monthly sales');
    expect(headers()).toContain('Size tier');
    // the export writes the columns on screen
    fireEvent.click(screen.getByRole('button', { name: /Columns/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(headers()).toContain('Estimated monthly sales'));
    expect(headers()).not.toContain('Size tier');
  });
});

describe('CSV export', () => {
  it('sends the search and the visible columns, says how many rows and the cap, and shows a failure', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(['price', 'sales30d']));
    const server = { rows: ROWS, total: 123_456 };
    fakeServer(server);
    renderRoutes(routes, '/select/product?marketplace=UK&keyword=toy&sort=price&order=desc&page=2');
    await screen.findByText('Toy 1');
    expect(
      screen.getByText(
        'CSV 只包含 123,456 行中的前 100,000 行（文件名中已注明），请缩小筛选范围导出其余部分',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /导出 CSV/ }));
    expect(await screen.findByText('正在导出 100,000 行…')).toBeTruthy();
    await waitFor(() => expect(click).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('正在导出 100,000 行…')).toBeNull());
    expect(fakeApi.bodies(API.productSelectionExport)).toEqual([
      expect.objectContaining({
        marketplace: 'UK',
        keyword: 'toy',
        sort: 'price',
        order: 'desc',
        columns: ['price', 'sales30d'],
      }),
    ]);

    fakeServer({ ...server, exportFail: { status: 400, code: 400, msg: '字段 price.min 无效' } });
    fireEvent.click(screen.getByRole('button', { name: /导出 CSV/ }));
    expect(await screen.findByText('导出失败')).toBeTruthy();
    expect(screen.getByText('字段 price.min 无效')).toBeTruthy();
    click.mockRestore();
  });
});

describe('compare competitors', () => {
  it('opens the detail page with the ticked products, and each row links to its own detail', async () => {
    fakeServer({ rows: ROWS, total: 3 });
    const { router } = renderRoutes(routes, '/select/product?marketplace=UK');
    await screen.findByText('Toy 1');
    const compare = screen.getByRole('button', { name: /对比竞品（0\/10）/ });
    expect(compare).toHaveProperty('disabled', true);
    const links = screen.getAllByRole('link', { name: '详情与走势' });
    expect(links[1]!.getAttribute('href')).toBe(
      '/products/hot-product-detail?marketplace=UK&asins=B000TOY002',
    );

    fireEvent.click(screen.getByRole('checkbox', { name: '选择 B000TOY003 进行对比' }));
    expect(compare).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 B000TOY001 进行对比' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /对比竞品（2\/10）/ })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: /对比竞品（2\/10）/ }));
    await screen.findByText('detail page');
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/products/hot-product-detail?marketplace=UK&asins=B000TOY003,B000TOY001',
    );
  });

  it('lets no more than ten products be ticked', async () => {
    const many = Array.from({ length: 11 }, (_, i) =>
      product({ asin: `B00000${String(i).padStart(4, '0')}`, title: `P${i}` }),
    );
    const ticked = many.slice(0, 10).map((p) => p.asin);
    renderWithApp(
      <ResultsTable
        rows={many}
        total={11}
        view={DEFAULT_VIEW}
        loading={false}
        onViewChange={() => undefined}
        columns={['price']}
        marketplace="UK"
        selected={ticked}
        onSelect={() => undefined}
      />,
    );
    await screen.findByText('P0');
    expect(screen.getByRole('checkbox', { name: `选择 ${many[10]!.asin} 进行对比` })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('checkbox', { name: `选择 ${many[0]!.asin} 进行对比` })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
