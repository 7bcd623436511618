import type { RouteObject } from 'react-router';
import { CATALOG_MESSAGES } from '../../components/catalog-values/i18n';
import { lazyPage } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

const hotMarket = (path: string, feature: 'hotMarket' | 'selectMarket'): RouteObject => ({
  path,
  handle: { feature },
  lazy: lazyPage(
    () => import('./pages/hot-market-page'),
    (m) => m.HotMarketPage,
    [MESSAGES, CATALOG_MESSAGES],
  ),
});

/** Under /products: the hot-market ranking and a market's detail (its query string as props). */
export const hotMarketRoutes: RouteObject[] = [
  hotMarket('hot-market', 'hotMarket'),
  {
    path: 'hot-market-detail',
    handle: { feature: 'hotMarketDetail', queryAsProps: true },
    lazy: lazyPage(
      () => import('./pages/market-detail-page'),
      (m) => m.MarketDetailRoute,
      [MESSAGES, CATALOG_MESSAGES],
    ),
  },
];

/** Under /select: /select/market, the same page as /products/hot-market. */
export const selectMarketRoutes: RouteObject[] = [hotMarket('market', 'selectMarket')];
