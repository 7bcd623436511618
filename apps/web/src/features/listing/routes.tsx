import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

/** Under /ai: the listing assistant and the listing check (SPEC §2 route table). */
export const aiListingRoutes: RouteObject[] = [
  {
    path: 'listing/edit',
    lazy: lazyPage(
      () => import('./pages/listing-edit-page'),
      (m) => m.ListingEditPage,
      MESSAGES,
    ),
  },
  {
    path: 'listing/estimate',
    lazy: lazyPage(
      () => import('./pages/listing-estimate-page'),
      (m) => m.ListingEstimatePage,
      MESSAGES,
    ),
  },
];

/** /copywriting, at the top level. */
export const copywritingRoutes: RouteObject[] = [
  {
    path: 'copywriting',
    lazy: lazyPage(
      () => import('./pages/copywriting-page'),
      (m) => m.CopywritingPage,
      MESSAGES,
    ),
  },
];
