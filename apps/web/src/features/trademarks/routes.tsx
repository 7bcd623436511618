import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

/** /trademark (SPEC §2): the trademark search page. */
export const trademarkRoutes: RouteObject[] = [
  {
    path: 'trademark',
    handle: { tag: 'ai_pantent' },
    lazy: lazyPage(
      () => import('./pages/trademark-page'),
      (m) => m.TrademarkPage,
      [MESSAGES],
    ),
  },
];
