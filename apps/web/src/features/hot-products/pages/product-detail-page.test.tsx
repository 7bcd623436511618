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
    expect(screen.queryByTestId('chart-prices')).toBeNull();
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

  it('Keepa’s history draws the three prices and the sub-category rank, and shows rank drops with their source', async () => {
    await changeLanguage('en-US');
    const keepa = { amazonPrice: 25.99, newPrice: 24.99, subBsr: 40, subBsrCategory: 'Water Bottles' };
    const h = history(A, [
      point('2026-08-01T00:00:00.000Z', keepa),
      point('2026-08-20T00:00:00.000Z', { ...keepa, newPrice: 21.49, subBsr: 18 }),
    ]);
    h.rankDrops = { d30: 40, d90: 110, d180: 200 };
    h.sources.push({
      runId: 7,
      kind: 'products',
      format: 'canonical',
      fileName: 'Keepa products US 2026-08-20T00:00.csv',
      importedAt: '2026-08-20T00:00:00.000Z',
      fields: ['rank_drops_30', 'rank_drops_90', 'rank_drops_180'],
      observations: 0,
    });
    h.fieldSources.rank_drops_30 = 7;
    historyServer([h]);
    renderRoutes(routes, `/products/hot-product-detail?marketplace=US&asins=${A}`);
    const prices = await screen.findByTestId('chart-prices');
    // the lines drawn have no note; the FBA price, never observed, says why it has none
    expect(prices.querySelector('[data-testid="no-amazonPrice"]')).toBeNull();
    expect(prices.querySelector('[data-testid="no-newPrice"]')).toBeNull();
    expect(screen.getByTestId('no-fbaPrice').textContent).toContain("Only Keepa's history records it");
    expect(screen.getByTestId('chart-subBsr').textContent).not.toContain('No sub-category rank');
    expect(screen.getByTestId('rank-drops').textContent).toContain('40 / 110 / 200');
    expect(screen.getByTestId('rank-drops').textContent).toContain('Keepa');
    expect(screen.getByTestId('source-rank_drops_30').textContent).toContain('Keepa products US');
  });

  it('without Keepa’s history the sub-category rank and rank drops say where they come from', async () => {
    historyServer([history(A, [point('2026-08-25T05:09:41.000Z'), point('2026-08-31T03:03:04.000Z')])]);
    renderRoutes(routes, `/products/hot-product-detail?marketplace=US&asins=${A}`);
    expect((await screen.findByTestId('chart-subBsr')).textContent).toContain('没有小类排名历史');
    expect(screen.getByTestId('no-amazonPrice').textContent).toContain('亚马逊自营价');
    expect(screen.queryByTestId('rank-drops')).toBeNull();
    expect(screen.getByText('未导入：由 Keepa 历史提供（需运营方的 Keepa 密钥）')).toBeTruthy();
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
