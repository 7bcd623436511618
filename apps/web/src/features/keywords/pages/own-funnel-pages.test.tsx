import {
  API,
  type KeywordMineResult,
  type KeywordReverseResult,
  type OwnFunnelResult,
  type OwnTermFunnelResult,
} from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { KeywordMinerPage } from './keyword-miner-page';
import { KeywordReversePage } from './keyword-reverse-page';

/* The seller's own search funnel (decisions/0044) on the keyword miner and on reverse ASIN. */
const routes = [
  { path: '/keyword/miner', element: <KeywordMinerPage /> },
  { path: '/keyword/reverse', element: <KeywordReversePage /> },
];
const WEEK = { start: '2024-01-14', end: '2024-01-20' };
const stage = (total: number, asin: number) => ({ total, asin, share: asin / total });
const funnelRow = {
  score: 1,
  volume: 15000,
  impressions: stage(10000, 765),
  clicks: stage(1000, 50),
  cartAdds: stage(200, 10),
  purchases: stage(100, 5),
};
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
      clicked: [],
      trend: [],
    },
  ],
  roots: [],
};
const termFunnel: OwnTermFunnelResult = {
  searchTerm: 'garlic',
  marketplace: 'US',
  period: WEEK,
  pulledAt: '2024-01-22T03:00:00Z',
  kinds: ['week', 'month'],
  total: 2,
  rows: [
    { asin: 'B0GARLIC02', ...funnelRow, clicks: stage(1000, 51) },
    { asin: 'B0GARLIC01', ...funnelRow },
  ],
};

beforeEach(() => {
  authToken.set('tok-funnel');
});

describe("the seller's own funnel of a mined keyword", () => {
  it('asks for the seed first, lists their ASINs with counts, and follows the term and period chosen', async () => {
    fakeApi.on(API.keywordMine, mined);
    fakeApi.on(API.keywordOwnTermFunnel, termFunnel);
    renderRoutes(routes, '/keyword/miner?marketplace=US&seed=garlic');
    const card = await screen.findByTestId('own-term-funnel');
    await waitFor(() => expect(card.textContent).toContain('B0GARLIC02'));
    expect(card.textContent).toContain('我的搜索漏斗：garlic');
    expect(card.textContent).toContain('51 / 1,000');
    expect(within(card).getByText('B0GARLIC01').closest('a')?.getAttribute('href')).toContain('B0GARLIC01');
    expect(within(card).getByTestId('own-funnel-source').textContent).toContain('你的 2 个 ASIN');
    expect(fakeApi.bodies(API.keywordOwnTermFunnel)[0]).toEqual({
      searchTerm: 'garlic',
      marketplace: 'US',
      period: 'week',
    });

    fireEvent.click(within(card).getByText('每月'));
    await waitFor(() =>
      expect(fakeApi.bodies(API.keywordOwnTermFunnel).at(-1)).toMatchObject({ period: 'month' }),
    );
    fireEvent.mouseDown(within(card).getByRole('combobox', { name: '选择搜索词' }));
    fireEvent.click(await screen.findByTitle('garlic press'));
    await waitFor(() =>
      expect(fakeApi.bodies(API.keywordOwnTermFunnel).at(-1)).toEqual({
        searchTerm: 'garlic press',
        marketplace: 'US',
        period: 'month',
      }),
    );
  });

  it('says how to get it when none of their ASINs has a report of the term', async () => {
    fakeApi.on(API.keywordMine, mined);
    const none = { ...termFunnel, period: null, pulledAt: null, kinds: [], total: 0, rows: [] };
    fakeApi.on(API.keywordOwnTermFunnel, none);
    renderRoutes(routes, '/keyword/miner?marketplace=US&seed=garlic');
    const empty = await screen.findByTestId('own-funnel-empty');
    expect(empty.textContent).toContain('你的 ASIN 还没有这个搜索词的搜索查询绩效数据');
    expect(empty.textContent).toContain('每周、每月和每季度');
    // nothing pulled: no period to choose
    expect(screen.queryByTestId('own-funnel-period')).toBeNull();
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/data#amazon-account');
  });
});

describe("the seller's own funnel of several ASINs on reverse ASIN", () => {
  it('shows the first ASIN asked and switches to another through the select', async () => {
    const reversed: KeywordReverseResult = { ...mined, total: 0, rows: [], perAsin: [] };
    const funnel: OwnFunnelResult = {
      asin: 'B0GARLIC01',
      marketplace: 'US',
      period: WEEK,
      pulledAt: null,
      kinds: ['week'],
      total: 1,
      rows: [{ searchQuery: 'garlic press', ...funnelRow }],
    };
    fakeApi.on(API.keywordReverse, reversed);
    fakeApi.on(API.keywordOwnFunnel, funnel);
    renderRoutes(routes, '/keyword/reverse?marketplace=US&asins=B0GARLIC01%2CB0GARLIC02');
    const card = await screen.findByTestId('own-funnel');
    await waitFor(() => expect(card.textContent).toContain('garlic press'));
    expect(card.textContent).toContain('我的搜索漏斗：B0GARLIC01');
    fireEvent.mouseDown(within(card).getByRole('combobox', { name: '选择 ASIN' }));
    fireEvent.click(await screen.findByTitle('B0GARLIC02'));
    await waitFor(() =>
      expect(fakeApi.bodies(API.keywordOwnFunnel).at(-1)).toEqual({
        asin: 'B0GARLIC02',
        marketplace: 'US',
        period: 'week',
      }),
    );
    expect(card.textContent).toContain('我的搜索漏斗：B0GARLIC02');
  });
});

describe("the period of the seller's own funnel (decisions/0067)", () => {
  it('offers the week, month and quarter their reports hold, and asks for the quarter chosen', async () => {
    const QUARTER = { start: '2023-10-01', end: '2023-12-31' };
    fakeApi.on(API.keywordMine, mined);
    fakeApi.on(API.keywordOwnTermFunnel, { ...termFunnel, kinds: ['week', 'month', 'quarter'] });
    renderRoutes(routes, '/keyword/miner?marketplace=US&seed=garlic');
    const card = await screen.findByTestId('own-term-funnel');
    const choice = await within(card).findByTestId('own-funnel-period');
    await waitFor(() => expect(choice.textContent).toBe('每周每月每季度'));
    fakeApi.on(API.keywordOwnTermFunnel, {
      ...termFunnel,
      period: QUARTER,
      kinds: ['week', 'month', 'quarter'],
    });
    fireEvent.click(within(choice).getByText('每季度'));
    await waitFor(() =>
      expect(fakeApi.bodies(API.keywordOwnTermFunnel).at(-1)).toEqual({
        searchTerm: 'garlic',
        marketplace: 'US',
        period: 'quarter',
      }),
    );
    await waitFor(() =>
      expect(within(card).getByTestId('own-funnel-source').textContent).toContain('2023-10-01 ~ 2023-12-31'),
    );
    expect(card.querySelector('.ant-segmented-item-selected')?.textContent).toBe('每季度');
  });

  it('offers no choice with one period, and the other period when the week has none', async () => {
    const reversed: KeywordReverseResult = { ...mined, total: 0, rows: [], perAsin: [] };
    const onlyQuarter: OwnFunnelResult = {
      asin: 'B0GARLIC01',
      marketplace: 'US',
      period: null,
      pulledAt: null,
      kinds: ['quarter'],
      total: 0,
      rows: [],
    };
    fakeApi.on(API.keywordReverse, reversed);
    fakeApi.on(API.keywordOwnFunnel, onlyQuarter);
    renderRoutes(routes, '/keyword/reverse?marketplace=US&asins=B0GARLIC01');
    const card = await screen.findByTestId('own-funnel');
    const empty = await within(card).findByTestId('own-funnel-empty');
    expect(empty.textContent).toContain('请在上方选择其他周期');
    const choice = within(card).getByTestId('own-funnel-period');
    expect(choice.textContent).toBe('每周每季度');
    const quarter = { ...onlyQuarter, period: { start: '2023-10-01', end: '2023-12-31' }, total: 1 };
    fakeApi.on(API.keywordOwnFunnel, { ...quarter, rows: [{ searchQuery: 'garlic press', ...funnelRow }] });
    fireEvent.click(within(choice).getByText('每季度'));
    await waitFor(() => expect(card.textContent).toContain('garlic press'));
    expect(fakeApi.bodies(API.keywordOwnFunnel).at(-1)).toMatchObject({ period: 'quarter' });
    // the quarter alone is held and chosen: nothing else to choose
    expect(within(card).queryByTestId('own-funnel-period')).toBeNull();
  });
});
