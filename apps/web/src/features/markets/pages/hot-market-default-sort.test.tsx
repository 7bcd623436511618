import type { MarketRanking } from '@asinasin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { renderRoutes } from '../../../test/render';
import { fakeMarkets, rankingQueries } from '../test/fixtures';
import { HotMarketPage } from './hot-market-page';

const routes = [{ path: '/products/hot-market', element: <HotMarketPage /> }];
const byRatings: NonNullable<MarketRanking['sortedBy']> = {
  field: 'ratingCount',
  order: 'desc',
  by: 'default',
  skipped: ['units', 'boughtPastMonth'],
};

beforeEach(() => authToken.set('token-1'));
afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('hot market default sort (decisions/0038)', () => {
  it('says which metric ranks the markets when the preferred ones are empty, and marks its column', async () => {
    fakeMarkets({ ranking: { sortedBy: byRatings } });
    renderRoutes(routes, '/products/hot-market?marketplace=US');
    const note = await screen.findByTestId('default-sort-note');
    expect(note.textContent).toContain('按平均评论数排序');
    expect(note.textContent).toContain('估算 30 天销量或过去一个月购买量');
    expect(within(note).getByRole('link').getAttribute('href')).toBe('/data#import');
    expect(rankingQueries()[0]!.get('sort')).toBeNull();
    const table = screen.getByTestId('ranking-table');
    const header = within(table).getByRole('columnheader', { name: /平均评论数/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });

  it('says it in English too', async () => {
    await changeLanguage('en-US');
    fakeMarkets({ ranking: { sortedBy: byRatings } });
    renderRoutes(routes, '/products/hot-market?marketplace=US');
    const note = await screen.findByTestId('default-sort-note');
    await waitFor(() => expect(note.textContent).toMatch(/^Sorted by .+: no market of this marketplace has/));
  });

  it('says nothing when the preferred metric has data', async () => {
    fakeMarkets({ ranking: { sortedBy: { field: 'units', order: 'desc', by: 'default', skipped: [] } } });
    renderRoutes(routes, '/products/hot-market?marketplace=US');
    await screen.findByTestId('ranking-table');
    expect(screen.queryByTestId('default-sort-note')).toBeNull();
  });
});
