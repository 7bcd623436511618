import {
  API,
  type KeywordMineResult,
  type KeywordReverseResult,
  type OwnFunnelResult,
} from '@asinasin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { KeywordMinerPage } from './keyword-miner-page';
import { KeywordReversePage } from './keyword-reverse-page';

const routes = [
  { path: '/keyword/miner', element: <KeywordMinerPage /> },
  { path: '/keyword/reverse', element: <KeywordReversePage /> },
];

const WEEK = { start: '2024-01-14', end: '2024-01-20' };
const mined: KeywordMineResult = {
  period: WEEK,
  periods: [WEEK],
  sources: [{ runId: 1, fileName: 'week-2.json', importedAt: null }],
  departments: ['Amazon.com'],
  total: 1,
  rows: [
    {
      term: 'garlic press',
      department: 'Amazon.com',
      rank: 80,
      searchVolume: null,
      clickConcentration: 0.61,
      conversionShare: null,
      wordCount: 2,
      clicked: [{ asin: 'B0GARLIC01', clickRank: 1, clickShare: 0.32, conversionShare: 0.22 }],
      trend: [{ ...WEEK, rank: 80 }],
    },
  ],
  roots: [{ word: 'press', terms: 1 }],
};

beforeEach(() => {
  authToken.set('tok-kw');
});

describe('keyword miner page', () => {
  it('shows the terms with their source, and a word root click filters through the URL', async () => {
    fakeApi.on(API.keywordMine, mined);
    const { router } = renderRoutes(routes, '/keyword/miner?marketplace=US&seed=garlic');
    expect(await screen.findByText('garlic press')).toBeTruthy();
    expect(screen.getByText('61%')).toBeTruthy();
    expect(screen.getByTestId('keywords-source').textContent).toContain('week-2.json');
    expect(screen.getAllByText('报告未给出份额').length).toBeGreaterThan(0);
    expect(fakeApi.bodies(API.keywordMine)[0]).toMatchObject({ seed: 'garlic', include: [], page: 1 });

    fireEvent.click(screen.getByTestId('root-press'));
    await waitFor(() => expect(router.state.location.search).toContain('include=press'));
    await waitFor(() => expect(fakeApi.bodies(API.keywordMine).at(-1)).toMatchObject({ include: ['press'] }));
  });

  it("switches the data scope to the seller's own account through the URL, back to the latest period", async () => {
    fakeApi.on(API.keywordMine, mined);
    const { router } = renderRoutes(
      routes,
      `/keyword/miner?marketplace=US&seed=garlic&period=${WEEK.start}%2F${WEEK.end}`,
    );
    expect(await screen.findByText('garlic press')).toBeTruthy();
    expect(fakeApi.bodies(API.keywordMine)[0]).toMatchObject({ scope: 'all' });
    fireEvent.click(screen.getByText('我的账户'));
    await waitFor(() => expect(router.state.location.search).toContain('scope=mine'));
    expect(router.state.location.search).not.toContain('period=');
    await waitFor(() => expect(fakeApi.bodies(API.keywordMine).at(-1)).toMatchObject({ scope: 'mine' }));
  });

  it("says where to connect an account when 'my account' has no synced report", async () => {
    fakeApi.on(API.keywordMine, {
      ...mined,
      period: null,
      periods: [],
      sources: [],
      total: 0,
      rows: [],
      roots: [],
    });
    renderRoutes(routes, '/keyword/miner?marketplace=US&seed=garlic&scope=mine');
    const empty = await screen.findByTestId('own-account-empty');
    expect(empty.textContent).toContain('你的亚马逊账户还没有同步品牌分析搜索词');
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/data#amazon-account');
  });

  it('says which report to import when the marketplace has none', async () => {
    fakeApi.on(API.keywordMine, {
      ...mined,
      period: null,
      periods: [],
      sources: [],
      total: 0,
      rows: [],
      roots: [],
    });
    renderRoutes(routes, '/keyword/miner?seed=garlic');
    expect(await screen.findByTestId('catalog-empty')).toBeTruthy();
  });

  it('runs nothing without a seed', async () => {
    fakeApi.on(API.keywordMine, mined);
    renderRoutes(routes, '/keyword/miner');
    await screen.findByTestId('mine-form');
    expect(fakeApi.bodies(API.keywordMine)).toHaveLength(0);
  });
});

describe('reverse ASIN page', () => {
  it("refuses an empty or malformed ASIN with SPEC §5's messages and calls nothing", async () => {
    const reversed: KeywordReverseResult = { ...mined, total: 0, rows: [], perAsin: [] };
    fakeApi.on(API.keywordReverse, reversed);
    renderRoutes(routes, '/keyword/reverse');
    const input = await screen.findByTestId('asins-input');
    fireEvent.click(screen.getByTestId('reverse-submit'));
    expect(await screen.findByText('ASIN不能为空')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'B0GARLIC01\nb0bad' } });
    fireEvent.click(screen.getByTestId('reverse-submit'));
    expect(await screen.findByText('错误的ASIN：b0bad')).toBeTruthy();
    expect(fakeApi.bodies(API.keywordReverse)).toHaveLength(0);
  });
});

describe("the seller's own search funnel on the reverse ASIN page", () => {
  const reversed: KeywordReverseResult = { ...mined, total: 0, rows: [], perAsin: [] };
  const funnel: OwnFunnelResult = {
    asin: 'B0GARLIC01',
    marketplace: 'US',
    period: WEEK,
    pulledAt: '2024-01-22T03:00:00Z',
    kinds: ['week'],
    total: 1,
    rows: [
      {
        searchQuery: 'garlic press',
        score: 1,
        volume: 15000,
        impressions: { total: 10000, asin: 765, share: 0.0765 },
        clicks: { total: 1000, asin: 50, share: 0.05 },
        cartAdds: { total: 200, asin: 10, share: 0.05 },
        purchases: { total: 100, asin: 5, share: 0.05 },
      },
    ],
  };

  it('shows the funnel of the one ASIN asked, from the seller’s own report', async () => {
    fakeApi.on(API.keywordReverse, reversed);
    fakeApi.on(API.keywordOwnFunnel, funnel);
    renderRoutes(routes, '/keyword/reverse?marketplace=US&asins=B0GARLIC01');
    const card = await screen.findByTestId('own-funnel');
    await waitFor(() => expect(card.textContent).toContain('garlic press'));
    expect(card.textContent).toContain('我的搜索漏斗：B0GARLIC01');
    expect(card.textContent).toContain('765 / 10,000');
    expect(screen.getByTestId('own-funnel-source').textContent).toContain('只有你能看到');
    expect(fakeApi.bodies(API.keywordOwnFunnel)[0]).toEqual({
      asin: 'B0GARLIC01',
      marketplace: 'US',
      period: 'week',
    });
  });

  it('says how to get the funnel when the seller has no report of the ASIN', async () => {
    fakeApi.on(API.keywordReverse, reversed);
    fakeApi.on(API.keywordOwnFunnel, {
      ...funnel,
      period: null,
      pulledAt: null,
      kinds: [],
      total: 0,
      rows: [],
    });
    renderRoutes(routes, '/keyword/reverse?marketplace=US&asins=B0GARLIC01');
    const empty = await screen.findByTestId('own-funnel-empty');
    expect(empty.textContent).toContain('品牌分析权限');
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/data#amazon-account');
  });
});
