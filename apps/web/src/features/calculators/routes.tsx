import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

/** Under /ai: the freight and profit calculators (SPEC §2 route table), open to visitors. */
export const calculatorRoutes: RouteObject[] = [
  {
    path: 'freight/calculation',
    lazy: lazyPage(
      () => import('./pages/freight-page'),
      (m) => m.FreightPage,
      MESSAGES,
    ),
  },
  {
    path: 'profit/analysis',
    lazy: lazyPage(
      () => import('./pages/profit-page'),
      (m) => m.ProfitPage,
      MESSAGES,
    ),
  },
];
