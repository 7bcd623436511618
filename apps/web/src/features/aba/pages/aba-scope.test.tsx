import { API, type AbaImportedPeriod } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { renderRoutes } from '../../../test/render';
import { fakeApi } from '../../../test/fake-api';
import { EARLIER, WEEK } from '../test/fake-server';
import { AbaPage } from './aba-page';
import { SelectKeywordPage } from './select-keyword-page';
import { SelectProductPage } from './select-product-page';
import { TermResearchPage } from './term-research-page';

const routes = [
  { path: '/search/aba', element: <AbaPage /> },
  { path: '/search/aba-select-keyword', element: <SelectKeywordPage /> },
  { path: '/select/abaSelectProduct', element: <SelectProductPage /> },
  { path: '/search/research', element: <TermResearchPage /> },
];

/** Test data only: a week the seller's own account synced, in another department. */
const OWN_WEEK: AbaImportedPeriod = {
  department: 'Amazon.com',
  start: '2024-07-07',
  end: '2024-07-13',
  terms: 2,
  sources: [{ runId: 9, fileName: 'SP-API #3 My US store', importedAt: '2024-07-15T08:00:00.000Z' }],
};

const OWN_EARLIER: AbaImportedPeriod = { ...OWN_WEEK, start: '2024-06-30', end: '2024-07-06' };

/** The periods call answers by the scope it was asked for, as the server does. */
function periodsByScope() {
  fakeApi.on(API.abaPeriods, (body: { scope?: string }) => ({
    periods:
      body.scope === 'mine'
        ? [OWN_WEEK, OWN_EARLIER]
        : body.scope === 'shared'
          ? [WEEK, EARLIER]
          : [OWN_WEEK, OWN_EARLIER, WEEK, EARLIER],
  }));
}

const garlic = {
  term: 'garlic press',
  rank: 1,
  clicked: [{ asin: 'B0SPAPI001', clickShare: 0.31, conversionShare: 0.22 }],
  clickConcentration: 0.31,
  conversionConcentration: 0.22,
};

beforeEach(() => {
  authToken.set('tok-aba-scope');
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('The ABA Data switch', () => {
  it("browses the seller's own report under 'my account', back to its latest period", async () => {
    periodsByScope();
    fakeApi.on(API.abaBrowse, { rows: [garlic], total: 1, sources: OWN_WEEK.sources });
    const { router } = renderRoutes(routes, `/search/aba?period=${WEEK.start}_${WEEK.end}`);
    await screen.findByTestId('aba-terms-table');
    expect(fakeApi.bodies(API.abaBrowse)[0]).toMatchObject({ scope: 'all', period: { start: WEEK.start } });
    fireEvent.click(screen.getByText('我的账户'));
    await waitFor(() => expect(router.state.location.search).toContain('scope=mine'));
    expect(router.state.location.search).not.toContain('period=');
    await waitFor(() =>
      expect(fakeApi.bodies(API.abaBrowse).at(-1)).toMatchObject({
        scope: 'mine',
        period: { start: OWN_WEEK.start, end: OWN_WEEK.end },
      }),
    );
    expect(fakeApi.bodies(API.abaPeriods).at(-1)).toEqual({ marketplace: 'US', scope: 'mine' });
    expect((await screen.findByTestId('aba-provenance')).textContent).toContain('SP-API #3 My US store');
    const table = await screen.findByTestId('aba-terms-table');
    expect(within(table).getByText('garlic press').getAttribute('href')).toBe(
      '/search/research?marketplace=US&term=garlic+press&scope=mine',
    );
    // the links to the other ABA screens keep the scope
    expect(screen.getByText('排名变化与机会词').closest('a')?.getAttribute('href')).toContain('scope=mine');
  });

  it("says where to connect an account when 'my account' has no synced report", async () => {
    fakeApi.on(API.abaPeriods, { periods: [] });
    renderRoutes(routes, '/search/aba?scope=mine');
    const empty = await screen.findByTestId('own-account-empty');
    expect(empty.textContent).toContain('你的亚马逊账户还没有同步品牌分析搜索词');
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/data#amazon-account');
    expect(fakeApi.bodies(API.abaBrowse)).toEqual([]);
  });

  it('sends the scope from the keyword selection, products and term research screens, in English too', async () => {
    await changeLanguage('en-US');
    periodsByScope();
    fakeApi.on(API.abaProducts, { rows: [], total: 0, sources: [] });
    fakeApi.on(API.abaMovers, { rows: [], total: 0, sources: [] });
    fakeApi.on(API.abaTerm, {
      term: 'garlic press',
      department: null,
      departments: [],
      periods: [],
      related: [],
    });

    const products = renderRoutes(routes, '/select/abaSelectProduct?scope=shared');
    await waitFor(() => expect(fakeApi.bodies(API.abaProducts).at(-1)).toMatchObject({ scope: 'shared' }));
    const shared = within(screen.getByTestId('terms-scope')).getByText('Shared catalog');
    expect(shared.closest('.ant-segmented-item')?.className).toContain('selected');
    products.unmount();

    const keywords = renderRoutes(routes, '/search/aba-select-keyword?scope=mine');
    await waitFor(() =>
      expect(fakeApi.bodies(API.abaMovers).at(-1)).toMatchObject({
        scope: 'mine',
        from: { start: OWN_EARLIER.start },
        to: { start: OWN_WEEK.start },
      }),
    );
    keywords.unmount();

    renderRoutes(routes, '/search/research?term=garlic+press&scope=mine');
    await waitFor(() => expect(fakeApi.bodies(API.abaTerm).at(-1)).toMatchObject({ scope: 'mine' }));
    expect((await screen.findByTestId('own-account-empty')).textContent).toContain(
      'Your Amazon account has not synced any Brand Analytics search terms yet',
    );
  });
});
