import { API, MARKET_METRICS, type CatalogCoverage } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { HotMarketPage } from '../pages/hot-market-page';
import { fakeMarkets } from '../test/fixtures';

const routes = [{ path: '/products/hot-market', element: <HotMarketPage /> }];

/** US as the demo catalog: 20 markets, no estimated units, "bought" on 5 of them; UK has it all. */
function fakeCoverage() {
  fakeApi.on(API.catalogCoverage, (_body, call): CatalogCoverage => {
    const marketplace = call.url.searchParams.get('marketplace') ?? 'US';
    const values = Object.fromEntries(MARKET_METRICS.map((metric) => [metric, 20]));
    if (marketplace === 'US') Object.assign(values, { units: 0, boughtPastMonth: 5 });
    return { marketplace, products: 100, values: {}, markets: { count: 20, values } };
  });
}

beforeEach(() => authToken.set('tok-mk-cov'));
afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('hot markets: what the markets hold per ranking filter (decisions/0038)', () => {
  it('warns under a metric no market has, with how to fill it, and gives the share of a thin one', async () => {
    fakeMarkets({});
    fakeCoverage();
    renderRoutes(routes, '/products/hot-market?marketplace=US');
    fireEvent.click(await screen.findByRole('button', { name: /指标筛选/ }));
    const units = await screen.findByTestId('metric-coverage-units');
    expect(units.textContent).toContain('本站点的市场都没有这项数据');
    expect(units.textContent).toContain('销量由大类 BSR 估算');
    expect(within(units).getByRole('link', { name: '去数据页导入' }).getAttribute('href')).toBe(
      '/data#import',
    );
    const bought = screen.getByTestId('metric-coverage-boughtPastMonth');
    expect(bought.textContent).toContain('仅 25% 的市场有这项数据');
    expect(bought.textContent).toContain('过去一个月购买量');
    // a metric every market has says nothing
    expect(screen.queryByTestId('metric-coverage-price')).toBeNull();
  });

  it('follows the marketplace chosen in the form before any search', async () => {
    fakeMarkets({});
    fakeCoverage();
    renderRoutes(routes, '/products/hot-market?marketplace=US');
    await screen.findByTestId('metric-coverage-units');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '站点' }));
    fireEvent.click(await screen.findByTitle('UK'));
    await waitFor(() => expect(screen.queryByTestId('metric-coverage-units')).toBeNull());
    expect(fakeApi.calls(API.catalogCoverage).map((c) => c.url.searchParams.get('marketplace'))).toContain(
      'UK',
    );
  });

  it('speaks English in an English page', async () => {
    await changeLanguage('en-US');
    fakeMarkets({});
    fakeCoverage();
    renderRoutes(routes, '/products/hot-market?marketplace=US');
    const units = await screen.findByTestId('metric-coverage-units');
    expect(units.textContent).toContain('No market of this marketplace has this value');
    // the metric filters are folded: the hint is there, its link too
    expect(units.querySelector('a')?.textContent).toBe('Import on the data page');
  });

  it('asks nothing for a visitor', async () => {
    authToken.set('');
    fakeMarkets({});
    fakeCoverage();
    renderRoutes(routes, '/products/hot-market?marketplace=US');
    await screen.findByTestId('ranking-table');
    expect(fakeApi.calls(API.catalogCoverage)).toHaveLength(0);
  });
});
