import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

/** The public home page, inside the shell. */
export const homeRoutes: RouteObject[] = [
  {
    path: '/',
    lazy: lazyPage(
      () => import('./pages/home-page'),
      (m) => m.HomePage,
      MESSAGES,
    ),
  },
];
