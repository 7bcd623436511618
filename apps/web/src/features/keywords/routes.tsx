import type { RouteObject } from 'react-router';
import { CATALOG_MESSAGES } from '../../components/catalog-values/i18n';
import { DATA_SCOPE_MESSAGES } from '../../components/data-scope/i18n';
import { WATCH_MESSAGES } from '../../components/watch-toggle/i18n';
import { lazyPage } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

const minerPage = () =>
  lazyPage(
    () => import('./pages/keyword-miner-page'),
    (m) => m.KeywordMinerPage,
    [MESSAGES, CATALOG_MESSAGES, WATCH_MESSAGES, DATA_SCOPE_MESSAGES],
  );

/** /products/keyword-miner: the same miner page as /keyword/miner. */
export const keywordMinerProductRoute: RouteObject = {
  path: 'keyword-miner',
  handle: { tag: 'ai_wa' },
  lazy: minerPage(),
};

/** Inside /keyword: the miner and the reverse ASIN lookup. */
export const keywordRoutes: RouteObject[] = [
  { path: 'miner', handle: { tag: 'ai_wa' }, lazy: minerPage() },
  {
    path: 'reverse',
    handle: { tag: 'ai_wa' },
    lazy: lazyPage(
      () => import('./pages/keyword-reverse-page'),
      (m) => m.KeywordReversePage,
      [MESSAGES, CATALOG_MESSAGES, DATA_SCOPE_MESSAGES],
    ),
  },
];
