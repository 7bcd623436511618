import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { fakeMarkets, marketDetail } from '../test/fixtures';
import { MarketDetailRoute } from './market-detail-page';

const routes = [
  { path: '/products/hot-market-detail', element: <MarketDetailRoute /> },
  { path: '/products/hot-product-detail', element: <div>product detail</div> },
];

beforeEach(() => {
  authToken.set('tok-md');
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('market detail page', () => {
  it('shows the figures with their basis, the charts and the top products; compares two', async () => {
    fakeMarkets({});
    const { router } = renderRoutes(
      routes,
      '/products/hot-market-detail?marketplace=UK&node=Toys%20%26%20Games%20%3E%20Puzzles',
    );
    const figures = await screen.findByTestId('market-figures');
    expect(within(figures).getByText(/uk-toys\.csv/)).toBeTruthy();
    expect(within(figures).getByText('未知：这些商品没有历史快照')).toBeTruthy();
    const body = fakeApi.bodies(API.marketDetail)[0];
    expect(body).toEqual({ marketplace: 'UK', node: 'Toys & Games > Puzzles' });
    for (const name of [
      '各价格区间的商品数',
      '头部品牌占比',
      '各评分的商品数',
      '各评论数区间的商品数',
      '各上架时长的商品数',
    ]) {
      expect(screen.getByRole('img', { name })).toBeTruthy();
    }
    expect(screen.getByText('卖家集中度')).toBeTruthy(); // sellers unknown: no chart, a reason
    const compare = screen.getByTestId('compare-button');
    expect((compare as HTMLButtonElement).disabled).toBe(true);
    const table = screen.getByTestId('top-products');
    for (const box of within(table).getAllByRole('checkbox').slice(1)) fireEvent.click(box);
    await waitFor(() => expect((compare as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(compare);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?marketplace=UK&asins=B000TOY001,B000TOY002'),
    );
  });

  it('says so when the market has no products, in English', async () => {
    await changeLanguage('en-US');
    fakeMarkets({ detail: marketDetail({ products: [] }) });
    renderRoutes(routes, '/products/hot-market-detail?marketplace=US&keyword=nothing');
    expect(await screen.findByText('Nothing matches')).toBeTruthy();
    expect(screen.getAllByText('Niche: "nothing"').length).toBeGreaterThan(0);
  });

  it('asks which market when opened without one, and opens the keyword typed', async () => {
    fakeMarkets({});
    const { router } = renderRoutes(routes, '/products/hot-market-detail');
    expect(await screen.findByRole('heading', { name: '选择一个市场' })).toBeTruthy();
    expect(screen.queryByText(/“”/)).toBeNull();
    fireEvent.change(screen.getByLabelText('输入细分市场关键词，例如 garlic press'), {
      target: { value: ' garlic press ' },
    });
    fireEvent.click(screen.getByRole('button', { name: /查看市场/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?marketplace=US&keyword=garlic+press'));
    expect(await screen.findByRole('heading', { name: '细分市场：“garlic press”' })).toBeTruthy();
  });
});
