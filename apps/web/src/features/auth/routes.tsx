import type { RouteObject } from 'react-router';
import { lazyPage, redirectRoute } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

/** /user and its login, register and forget pages (SPEC §2), inside the shell. */
export const authRoutes: RouteObject[] = [
  {
    path: 'user',
    children: [
      redirectRoute('/user/login', { index: true }),
      {
        path: 'login',
        lazy: lazyPage(
          () => import('./pages/login-page'),
          (m) => m.LoginPage,
          MESSAGES,
        ),
      },
      {
        path: 'register',
        lazy: lazyPage(
          () => import('./pages/register-page'),
          (m) => m.RegisterPage,
          MESSAGES,
        ),
      },
      {
        path: 'forget',
        lazy: lazyPage(
          () => import('./pages/forget-page'),
          (m) => m.ForgetPage,
          MESSAGES,
        ),
      },
    ],
  },
];
