import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { renderRoutes } from '../../../test/render';
import { settle } from '../../../test/settle';
import { categoryMarket, fakeMarkets, rankingQueries } from '../test/fixtures';
import { HotMarketPage } from './hot-market-page';

const routes = [{ path: '/products/hot-market', element: <HotMarketPage /> }];

beforeEach(() => {
  authToken.set('tok-mk');
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('hot market page', () => {
  it('ranks category markets with estimated figures marked, and drills into a sub-category', async () => {
    fakeMarkets({});
    const { router } = renderRoutes(routes, '/products/hot-market?marketplace=UK');
    const table = await screen.findByTestId('ranking-table');
    expect(within(table).getByText('Toys & Games')).toBeTruthy();
    expect(within(table).getByTestId('estimated-sales').textContent).toContain('估算');
    expect(screen.getByTestId('ranking-basis').textContent).toContain('uk-toys.csv');
    expect(rankingQueries()[0]!.get('marketplace')).toBe('UK');
    // no sort chosen: the server ranks by its default and says which (decisions/0038)
    expect(rankingQueries()[0]!.get('sort')).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: /子类目/ }));
    await waitFor(() => expect(router.state.location.search).toContain('parent=Toys'));
    await waitFor(() => expect(rankingQueries().at(-1)!.get('parent')).toBe('Toys & Games'));
    expect(within(screen.getByTestId('category-breadcrumb')).getByText('Toys & Games')).toBeTruthy();
  });

  it('sends metric filters (shares as fractions) and refuses a minimum above the maximum', async () => {
    fakeMarkets({});
    renderRoutes(routes, '/products/hot-market?marketplace=US');
    await screen.findByTestId('ranking-table');
    fireEvent.click(screen.getByRole('button', { name: /指标筛选/ }));
    const before = rankingQueries().length;
    fireEvent.change(screen.getByLabelText('商品数最小值'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('商品数最大值'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(await screen.findByText('最小值不能大于最大值')).toBeTruthy();
    await settle();
    expect(rankingQueries()).toHaveLength(before);

    fireEvent.change(screen.getByLabelText('商品数最大值'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('新品占比（12 个月）最小值'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(rankingQueries().at(-1)!.get('newShareMin')).toBe('0.2'));
    expect(rankingQueries().at(-1)!.get('productsMin')).toBe('50');
  });

  it('says what to import when the catalog has no markets, and offers a retry on an error', async () => {
    fakeMarkets({ ranking: { rows: [], total: 0, computedAt: null, latestRun: null } });
    const first = renderRoutes(routes, '/products/hot-market');
    expect(await screen.findByText('数据库中还没有商品')).toBeTruthy();
    first.unmount();
    fakeMarkets({ fail: true });
    renderRoutes(routes, '/products/hot-market');
    expect(await screen.findByText('市场加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });

  it('shows keyword niches in English, with the related terms apart from the keyword', async () => {
    await changeLanguage('en-US');
    fakeMarkets({
      niches: {
        keyword: 'puzzle',
        searchTermsPeriod: null,
        niches: [{ ...categoryMarket(), keyword: 'puzzle', source: 'keyword', searchFrequencyRank: null }],
      },
    });
    renderRoutes(routes, '/products/hot-market?marketplace=UK&tab=keyword&keyword=puzzle');
    const table = await screen.findByTestId('niche-table');
    expect(within(table).getByRole('link', { name: 'puzzle' }).getAttribute('href')).toBe(
      '/products/hot-market-detail?marketplace=UK&keyword=puzzle',
    );
    expect(screen.getByTestId('niche-basis').textContent).toContain('No Brand Analytics report');
  });
});
