import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { renderRoutes } from '../../../test/render';
import { fakeApi } from '../../../test/fake-api';
import { EARLIER, fakeAba, WEEK } from '../test/fake-server';
import { AbaPage } from './aba-page';
import { SelectKeywordPage } from './select-keyword-page';
import { SelectProductPage } from './select-product-page';

const routes = [
  { path: '/search/aba', element: <AbaPage /> },
  { path: '/search/aba-select-keyword', element: <SelectKeywordPage /> },
  { path: '/select/abaSelectProduct', element: <SelectProductPage /> },
];

beforeEach(() => {
  authToken.set('tok-aba');
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

const garlic = {
  term: 'garlic press',
  rank: 80,
  clicked: [{ asin: 'B0GARLIC01', clickShare: 0.25, conversionShare: 0.12 }],
  clickConcentration: 0.25,
  conversionConcentration: 0.12,
};

describe('ABA browse', () => {
  it("shows the latest report's terms with their clicked products, shares and the import they came from", async () => {
    fakeAba({
      abaPeriods: { periods: [WEEK, EARLIER] },
      abaBrowse: { rows: [garlic], total: 1, sources: WEEK.sources },
    });
    renderRoutes(routes, '/search/aba');
    const table = await screen.findByTestId('aba-terms-table');
    expect(within(table).getByText('garlic press').getAttribute('href')).toBe(
      '/search/research?marketplace=US&term=garlic+press',
    );
    expect(within(table).getByText('挖掘关键词').getAttribute('href')).toBe(
      '/keyword/miner?marketplace=US&seed=garlic+press',
    );
    expect(within(table).getByText('B0GARLIC01')).toBeTruthy();
    expect(within(table).getByText(/点击 25%/)).toBeTruthy();
    expect(screen.getByTestId('aba-provenance').textContent).toBe(
      '来源：week-2.json，导入于 2024-06-20 · 6 个词',
    );
    expect(fakeApi.bodies(API.abaBrowse)[0]).toEqual({
      marketplace: 'US',
      scope: 'all',
      department: 'Amazon.com',
      period: { start: '2024-06-09', end: '2024-06-15' },
      page: 1,
      size: 50,
      sort: 'rank',
      order: 'asc',
    });
  });

  it('says what to import when the marketplace has no report, in English too', async () => {
    await changeLanguage('en-US');
    fakeAba({ abaPeriods: { periods: [] } });
    renderRoutes(routes, '/search/aba?marketplace=UK');
    expect(await screen.findByText('No search term data yet')).toBeTruthy();
    expect(fakeApi.bodies(API.abaPeriods)).toEqual([{ marketplace: 'UK', scope: 'all' }]);
    expect(fakeApi.bodies(API.abaBrowse)).toEqual([]);
  });

  it('refuses a rank range that runs backwards and sends nothing for it', async () => {
    fakeAba({
      abaPeriods: { periods: [WEEK] },
      abaBrowse: { rows: [garlic], total: 1, sources: WEEK.sources },
    });
    renderRoutes(routes, '/search/aba');
    await screen.findByTestId('aba-terms-table');
    const before = fakeApi.bodies(API.abaBrowse).length;
    fireEvent.change(screen.getByRole('spinbutton', { name: '排名从' }), { target: { value: '500' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: '排名到' }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: /应用/ }));
    expect(await screen.findByText('起始排名不能大于结束排名')).toBeTruthy();
    expect(fakeApi.bodies(API.abaBrowse)).toHaveLength(before);
  });

  it('shows the error with a retry', async () => {
    fakeAba(
      { abaPeriods: { periods: [WEEK] } },
      { abaBrowse: { status: 500, code: 500, msg: '服务器开小差了' } },
    );
    renderRoutes(routes, '/search/aba');
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重试/ })).toBeTruthy();
  });
});

describe('ABA keyword selection and products', () => {
  it('compares the chosen period with the one before it and shows places and rates', async () => {
    fakeAba({
      abaPeriods: { periods: [WEEK, EARLIER] },
      abaMovers: {
        rows: [
          {
            term: 'garlic press',
            fromRank: 100,
            toRank: 80,
            change: 20,
            changeRate: 0.2,
            clickConcentration: 0.25,
          },
        ],
        total: 1,
        sources: WEEK.sources,
      },
    });
    renderRoutes(routes, '/search/aba-select-keyword');
    const table = await screen.findByTestId('aba-movers-table');
    expect(within(table).getByText('+20')).toBeTruthy();
    expect(within(table).getByText('+20%')).toBeTruthy();
    expect(fakeApi.bodies(API.abaMovers)[0]).toMatchObject({
      from: { start: '2024-06-02', end: '2024-06-08' },
      to: { start: '2024-06-09', end: '2024-06-15' },
      direction: 'up',
      rankMax: 100_000,
    });
  });

  it('asks for another period when only one is imported', async () => {
    fakeAba({ abaPeriods: { periods: [WEEK] } });
    renderRoutes(routes, '/search/aba-select-keyword');
    expect(await screen.findByText(/请导入该类目更早一周的报告/)).toBeTruthy();
  });

  it('shows catalog values where the catalog has the product, and a dash with the reason where not', async () => {
    fakeAba({
      abaPeriods: { periods: [WEEK] },
      abaProducts: {
        rows: [
          {
            asin: 'B0MISSING1',
            terms: 2,
            bestRank: 80,
            bestTerm: 'garlic press',
            clickShare: 0.35,
            product: null,
          },
        ],
        total: 1,
        sources: WEEK.sources,
      },
    });
    renderRoutes(routes, '/select/abaSelectProduct?maxConc=30');
    const table = await screen.findByTestId('aba-products-table');
    expect(within(table).getByText('B0MISSING1')).toBeTruthy();
    expect(within(table).getAllByText(/目录中没有该商品/).length).toBeGreaterThan(0);
    expect(within(table).getByText('商品详情').getAttribute('href')).toBe(
      '/products/hot-product-detail?marketplace=US&asins=B0MISSING1',
    );
    await waitFor(() =>
      expect(fakeApi.bodies(API.abaProducts)[0]).toMatchObject({
        maxClickConcentration: 0.3,
        rankMax: 100_000,
      }),
    );
  });
});
