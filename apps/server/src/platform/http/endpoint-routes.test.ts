import { ENDPOINTS, type Endpoint } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.js';

/**
 * Endpoints whose routes features/research still declares by hand (decisions/0029). They move onto
 * addRoute with the research features' new folders; then this list is emptied and stays empty.
 */
export const ENDPOINTS_WITH_HAND_DECLARED_ROUTES = [
  'productSelection',
  'productSelectionExport',
  'savedFiltersList',
  'savedFiltersSave',
  'savedFiltersDelete',
  'hotProducts',
  'asinInfo',
  'productHistory',
  'categoryTree',
  'marketRanking',
  'marketNiches',
  'marketDetail',
  'searchThree',
  'keywordMine',
  'keywordMineCsv',
  'keywordReverse',
  'keywordReverseCsv',
  'abaPeriods',
  'abaBrowse',
  'abaMovers',
  'abaOpportunities',
  'abaProducts',
  'abaTerm',
] as const;

/** Routes that are no API call: the health check, the API's own description, the web's files. */
const isOutsideTheContract = (url: string) =>
  url === '/healthz' || url.startsWith('/api/docs') || !/^\/(api|dev|event|files|pay)\b/.test(url);

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const keyOf = (endpoint: Endpoint) => key({ method: endpoint.method, url: endpoint.path });

describe('every route is built from a contract endpoint, and every endpoint has its route', () => {
  // The route table does not depend on the engine.
  const t = useTestApp('sqlite');
  const byHand = new Set<string>(ENDPOINTS_WITH_HAND_DECLARED_ROUTES);

  const apiRoutes = () =>
    t.app.declaredRoutes.filter((route) => route.method !== 'HEAD' && !isOutsideTheContract(route.url));

  it('registers no API route without an endpoint object (except the listed research ones)', () => {
    const handDeclared = new Set(
      Object.entries(ENDPOINTS)
        .filter(([name]) => byHand.has(name))
        .map(([, endpoint]) => keyOf(endpoint)),
    );
    const strays = apiRoutes()
      .filter((route) => route.endpoint === undefined && !handDeclared.has(key(route)))
      .map(key);
    expect(strays).toEqual([]);
  });

  it('gives every endpoint its route, with the method and path the contract says', () => {
    const routes = apiRoutes();
    const missing = Object.entries(ENDPOINTS)
      .filter(([name, endpoint]) =>
        byHand.has(name)
          ? !routes.some((route) => key(route) === keyOf(endpoint))
          : !routes.some((route) => route.endpoint === endpoint && key(route) === keyOf(endpoint)),
      )
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('lists only endpoints that exist and whose routes are still declared by hand', () => {
    expect(ENDPOINTS_WITH_HAND_DECLARED_ROUTES.filter((name) => !(name in ENDPOINTS))).toEqual([]);
    const converted = ENDPOINTS_WITH_HAND_DECLARED_ROUTES.filter((name) =>
      apiRoutes().some((route) => route.endpoint === ENDPOINTS[name]),
    );
    expect(converted).toEqual([]);
  });
});
