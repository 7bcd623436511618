import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

/** /dashboard (index), inside the shell. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    children: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./pages/dashboard-page'),
          (m) => m.DashboardPage,
          MESSAGES,
        ),
      },
    ],
  },
];
