import type { RouteObject } from 'react-router';
import { UPLOAD_MESSAGES } from '../../components/upload/i18n';
import { BILLING_MESSAGES } from '../billing';
import { lazyPage, redirectRoute } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

/** /user and its login, register and forget pages (SPEC §2), and /user-center, inside the shell. */
export const accountRoutes: RouteObject[] = [
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
  {
    path: 'user-center',
    lazy: lazyPage(
      () => import('./pages/user-center-page'),
      (m) => m.UserCenterPage,
      [MESSAGES, BILLING_MESSAGES, UPLOAD_MESSAGES],
    ),
  },
];
