import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

/** The blank payment popup page (SPEC §2): outside the shell. */
export const alipayRoutes: RouteObject[] = [
  {
    path: '/alipay',
    lazy: lazyPage(
      () => import('./pages/alipay-page'),
      (m) => m.AlipayPage,
      MESSAGES,
    ),
  },
];
