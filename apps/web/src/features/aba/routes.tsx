import type { RouteObject } from 'react-router';
import { CATALOG_MESSAGES } from '../../components/catalog-values/i18n';
import { DATA_SCOPE_MESSAGES } from '../../components/data-scope/i18n';
import { lazyPage } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

const namespaces = [MESSAGES, CATALOG_MESSAGES, DATA_SCOPE_MESSAGES];

/** /search/research, /search/aba, /search/aba-select-keyword (inside /search). */
export const abaSearchRoutes: RouteObject[] = [
  {
    path: 'research',
    handle: { feature: 'research' },
    lazy: lazyPage(
      () => import('./pages/term-research-page'),
      (m) => m.TermResearchPage,
      namespaces,
    ),
  },
  {
    path: 'aba',
    handle: { feature: 'aba' },
    lazy: lazyPage(
      () => import('./pages/aba-page'),
      (m) => m.AbaPage,
      namespaces,
    ),
  },
  {
    path: 'aba-select-keyword',
    handle: { feature: 'abaSelectKeyword' },
    lazy: lazyPage(
      () => import('./pages/select-keyword-page'),
      (m) => m.SelectKeywordPage,
      namespaces,
    ),
  },
];

/** /select/abaSelectProduct (inside /select). */
export const abaSelectRoutes: RouteObject[] = [
  {
    path: 'abaSelectProduct',
    handle: { feature: 'abaSelectProduct' },
    lazy: lazyPage(
      () => import('./pages/select-product-page'),
      (m) => m.SelectProductPage,
      namespaces,
    ),
  },
];
