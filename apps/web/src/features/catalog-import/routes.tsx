import type { RouteObject } from 'react-router';
import { UPLOAD_MESSAGES } from '../../components/upload/i18n';
import { lazyPage } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

/** /data: where the catalog's numbers come from (linked from the footer). */
export const catalogImportRoutes: RouteObject[] = [
  {
    path: 'data',
    lazy: lazyPage(
      () => import('./pages/data-sources-page'),
      (m) => m.DataSourcesPage,
      [MESSAGES, UPLOAD_MESSAGES],
    ),
  },
];
