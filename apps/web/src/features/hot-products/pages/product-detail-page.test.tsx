import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { renderRoutes } from '../../../test/render';
import { history, historyBodies, historyServer, point } from '../test/fixtures';
import { ProductDetailPage } from './product-detail-page';

const routes = [{ path: '/products/hot-product-detail', element: <ProductDetailPage /> }];
const A = 'B0TESTAAA1';
const B = 'B0TESTBBB2';
const C = 'B0TESTCCC3';

beforeEach(() => {
  authToken.set('tok-hp');
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('product detail', () => {
  it('a single observation shows its values and says a trend needs two, with no chart', async () => {
    historyServer([history(A, [point('2026-08-31T03:03:04.000Z')])]);
    renderRoutes(routes, `/products/hot-product-detail?marketplace=US&asins=${A}`);
    expect(await screen.findByText(/只有 1 次观测/)).toBeTruthy();
    expect(screen.getByTestId('need-snapshots')).toBeTruthy();
    expect(screen.queryByTestId('chart-price')).toBeNull();
    // the price names the import it came from
    expect(screen.getByTestId('source-price').textContent).toContain('导入 #1 catalog.csv');
    expect(screen.getByTestId('provenance').textContent).toContain('catalog.csv');
  });

  it('two or more observations draw the history charts; an unknown ASIN is named', async () => {
    await changeLanguage('en-US');
    historyServer(
      [history(A, [point('2026-08-25T05:09:41.000Z'), point('2026-08-31T03:03:04.000Z', { bsr: 2 })])],
      [],
    );
    renderRoutes(routes, `/products/hot-product-detail?marketplace=US&asins=${A}`);
    expect(await screen.findByTestId('chart-bsr')).toBeTruthy();
    expect(screen.getByText(/2 observations/)).toBeTruthy();
    // node ranks give no sales estimate: the estimated-sales card says why instead of a line
    expect(screen.getByText(/not root-category BSRs/)).toBeTruthy();
  });

  it('several ASINs compare; the ASIN box adds pasted ones and refuses bad ones', async () => {
    historyServer([
      history(A, [point('2026-08-25T05:09:41.000Z'), point('2026-08-31T03:03:04.000Z')]),
      history(B, [point('2026-08-25T05:09:41.000Z'), point('2026-08-31T03:03:04.000Z')]),
    ]);
    const { router } = renderRoutes(routes, `/products/hot-product-detail?marketplace=US&asins=${A},${B}`);
    expect(await screen.findByTestId('competitor-compare')).toBeTruthy();
    expect(screen.getByText('竞品趋势对比')).toBeTruthy();

    const box = screen.getByRole('textbox', { name: 'ASIN' });
    fireEvent.paste(box, { clipboardData: { getData: () => `${C.toLowerCase()}\nnope, ${A}` } });
    await waitFor(() => expect(router.state.location.search).toContain(`asins=${A}%2C${B}%2C${C}`));
    expect(screen.getByRole('alert').textContent).toBe('错误的ASIN: nope');
    await waitFor(() => expect(historyBodies().at(-1)?.asins).toEqual([A, B, C]));

    fireEvent.change(box, { target: { value: '' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: `移除 ${B}` }));
    await waitFor(() => expect(router.state.location.search).toContain(`asins=${A}%2C${C}`));
  });

  it('an empty box says ASIN不能为空 and no call is made', async () => {
    historyServer([]);
    renderRoutes(routes, '/products/hot-product-detail?marketplace=US');
    fireEvent.click(await screen.findByRole('button', { name: '添加' }));
    expect(await screen.findByText('ASIN不能为空')).toBeTruthy();
    expect(historyBodies()).toHaveLength(0);
  });
});
