import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

/** The multi-device page; the route table mounts it among the children of /products (SPEC §2). */
export const aboutRoutes: RouteObject[] = [
  {
    path: 'about',
    lazy: lazyPage(
      () => import('./pages/about-page'),
      (m) => m.AboutPage,
      MESSAGES,
    ),
  },
];
