import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/route-builders';
import { PAYMENT_MESSAGES } from '../../components/payment/i18n';
import { MESSAGES } from './i18n';

/** /user-center, inside the shell. */
export const userCenterRoutes: RouteObject[] = [
  {
    path: 'user-center',
    lazy: lazyPage(
      () => import('./pages/user-center-page'),
      (m) => m.UserCenterPage,
      [MESSAGES, PAYMENT_MESSAGES],
    ),
  },
];
