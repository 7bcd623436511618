import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { renderRoutes } from '../../../test/render';
import { ProductSelectionPage } from '../pages/product-selection-page';
import { type ApiFailure, failure, fakeApi } from '../../../test/fake-api';
import { fakeServer, product, selectionBodies } from '../test/fixtures';

const routes = [{ path: '/select/product', element: <ProductSelectionPage /> }];

beforeEach(() => {
  authToken.set('tok-ps');
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

/**
 * The tooltip a focused cell opens. The cell is described by it while open; in tests every
 * generated id is the same, so the tooltip is found as the one that appeared with the focus.
 */
async function tooltipOf(cell: HTMLElement, how: 'focus' | 'hover' = 'focus'): Promise<HTMLElement> {
  const before = new Set(screen.queryAllByRole('tooltip'));
  if (how === 'focus') fireEvent.focus(cell);
  else fireEvent.mouseEnter(cell);
  await waitFor(() => expect(cell.getAttribute('aria-describedby')).toBeTruthy());
  const opened = () => screen.queryAllByRole('tooltip').find((tip) => !before.has(tip) && tip.textContent);
  await waitFor(() => expect(opened()).toBeTruthy());
  return opened()!;
}

const ESTIMATED = product({
  asin: 'B000TOY002',
  title: 'Stacking rings',
  sales30d: { units: 1234, low: 740, high: 1728, curve: '*/*', calibrated: false },
});
const REPORTED = product({
  asin: 'B000US0001',
  marketplace: 'US',
  title: 'Desk lamp',
  boughtPastMonth: 1000,
});
const CALIBRATED = product({
  asin: 'B000TOY003',
  title: 'Kite',
  sales30d: { units: 80, low: 70, high: 90, curve: 'UK/Toys & Games', calibrated: true },
});

describe('estimated and Amazon-reported values', () => {
  it('tags an estimate as estimated; its tooltip, opened by keyboard focus, gives the band, curve and method', async () => {
    fakeServer({ rows: [ESTIMATED, CALIBRATED] });
    renderRoutes(routes, '/select/product?marketplace=UK');
    await screen.findByText('Stacking rings');
    const [cell, calibrated] = screen.getAllByTestId('estimated-sales');
    expect(cell!.textContent).toBe('1,234估算');
    expect(cell!.tabIndex).toBe(0);
    const tip = await tooltipOf(cell!);
    expect(tip.textContent).toContain('估算区间：740–1,728 件/30 天');
    // the generic curve's "*/*" is said in words
    expect(tip.textContent).toContain('估算曲线：所有站点 · 所有类目');
    expect(tip.textContent).toContain('默认曲线（未按卖家销量校准）');
    expect(within(tip).getByRole('link', { name: '销量如何估算' }).getAttribute('href')).toBe(
      '/data#sales-model',
    );
    const calibratedTip = (await tooltipOf(calibrated!)).textContent;
    expect(calibratedTip).toContain('估算曲线：UK · Toys & Games');
    expect(calibratedTip).toContain('已按卖家自己的销量校准的曲线');
  });

  it('shows Amazon’s bought-in-past-month figure as Amazon-reported, apart from the estimate', async () => {
    await changeLanguage('en-US');
    fakeServer({ rows: [REPORTED] });
    renderRoutes(routes, '/select/product?marketplace=US');
    await screen.findByText('Desk lamp');
    const cell = screen.getByTestId('amazon-reported');
    expect(cell.textContent).toBe('1,000+Amazon-reported');
    const tip = await tooltipOf(cell);
    expect(tip.textContent).toContain('"1,000+ bought in past month"');
    expect(tip.textContent).toContain('not an estimate');
    // the same row has no estimate: a dash with the reason, not a number
    expect(screen.queryByTestId('estimated-sales')).toBeNull();
    const row = screen.getByText('Desk lamp').closest('tr')!;
    expect(within(row).getByText('No root-category BSR, so no estimate')).toBeTruthy();
  });

  it('a missing value is a dash with its reason on hover, and in the text screen readers read', async () => {
    fakeServer({ rows: [product({ title: 'Plain' })] });
    renderRoutes(routes, '/select/product?marketplace=UK');
    await screen.findByText('Plain');
    const reasons = screen.getAllByTestId('missing-value');
    expect(reasons.every((cell) => cell.textContent?.startsWith('—'))).toBe(true);
    const growth = reasons.find((cell) => cell.textContent?.includes('7 天前'))!;
    expect(growth.tabIndex).toBe(-1);
    expect((await tooltipOf(growth, 'hover')).textContent).toBe('没有约 7 天前的大类 BSR 记录，无法计算增长');
    expect(reasons.some((cell) => cell.textContent?.includes('亚马逊没有为此商品显示'))).toBe(true);
  });

  it('links the title to the product page of its own marketplace, in a new window without opener', async () => {
    fakeServer({ rows: [ESTIMATED] });
    renderRoutes(routes, '/select/product?marketplace=UK');
    const link = (await screen.findByText('Stacking rings')).closest('a')!;
    expect(link.getAttribute('href')).toBe('https://www.amazon.co.uk/dp/B000TOY002');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const row = link.closest('tr')!;
    expect(within(row).getByText('£19.99')).toBeTruthy();
    expect(within(row).getByText('#2,500')).toBeTruthy();
  });
});

describe('empty, loading and failing searches', () => {
  it('says to widen the filters when nothing matches', async () => {
    fakeServer({ rows: [], catalogProducts: 4432 });
    renderRoutes(routes, '/select/product?marketplace=UK&price.min=9000');
    expect(await screen.findByText('没有符合条件的商品，请放宽筛选条件。')).toBeTruthy();
    expect(screen.getByRole('link', { name: /关于数据/ }).getAttribute('href')).toBe('/data');
  });

  it('says the catalog is empty, with the way to the data page, when it is', async () => {
    await changeLanguage('en-US');
    fakeServer({ rows: [], catalogProducts: 0 });
    renderRoutes(routes, '/select/product');
    expect(await screen.findByText(/product catalog is empty/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /About the data/ }).getAttribute('href')).toBe('/data');
  });

  it('shows a skeleton while loading, then an error with retry that works', async () => {
    let answer: (reply: ApiFailure) => void = () => undefined;
    fakeApi.on(API.productSelection, () => new Promise((resolve) => (answer = resolve)));
    renderRoutes(routes, '/select/product');
    expect(await screen.findByTestId('results-loading')).toBeTruthy();
    answer(failure(500, '服务器出错了', 500));
    expect(await screen.findByText('商品加载失败')).toBeTruthy();
    expect(screen.getByText('服务器出错了')).toBeTruthy();

    fakeServer({ rows: [product({ title: 'Back again' })] });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
    expect(selectionBodies()).toHaveLength(2);
  });
});
