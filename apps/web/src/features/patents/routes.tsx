import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/route-builders';
import { TRADEMARK_MESSAGES } from '../trademarks';
import { MESSAGES } from './i18n';

/** /patent and /patent-new (SPEC §2): design-patent search (with the trademark tab) and the newest. */
export const patentRoutes: RouteObject[] = [
  {
    path: 'patent',
    handle: { tag: 'ai_pantent' },
    lazy: lazyPage(
      () => import('./pages/patent-page'),
      (m) => m.PatentPage,
      [MESSAGES, TRADEMARK_MESSAGES],
    ),
  },
  {
    path: 'patent-new',
    handle: { tag: 'ai_pantent_new' },
    lazy: lazyPage(
      () => import('./pages/patent-new-page'),
      (m) => m.PatentNewPage,
      [MESSAGES],
    ),
  },
];
