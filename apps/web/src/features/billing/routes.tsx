import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

/** /order (SPEC §2): the seller's orders, inside the shell. */
export const billingRoutes: RouteObject[] = [
  {
    path: 'order',
    lazy: lazyPage(
      () => import('./pages/orders-page'),
      (m) => m.OrdersPage,
      MESSAGES,
    ),
  },
];
