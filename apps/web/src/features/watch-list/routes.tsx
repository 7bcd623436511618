import type { RouteObject } from 'react-router';
import { WATCH_MESSAGES } from '../../components/watch-toggle/i18n';
import { lazyPage } from '../../lib/routing/route-builders';

/** /watch: the seller's watched products and keywords, with their alerts. */
export const watchListRoutes: RouteObject[] = [
  {
    path: 'watch',
    lazy: lazyPage(
      () => import('./pages/watch-list-page'),
      (m) => m.WatchListPage,
      WATCH_MESSAGES,
    ),
  },
];
