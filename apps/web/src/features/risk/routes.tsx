import type { RouteObject } from 'react-router';
import { lazyPage, redirectRoute } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

const riskPage = lazyPage(
  () => import('./pages/risk-page'),
  (m) => m.RiskPage,
  MESSAGES,
);

/** /products/ai_pantent (SPEC §2, the default module): the index redirects to `index`. */
export const riskAnalysisIndex = (): RouteObject[] => [
  redirectRoute('index', { index: true }),
  { path: 'index', lazy: riskPage },
];

/** /ai/tort/query: the same analysis page under the AI tools (SPEC §2 route table). */
export const tortQueryRoute = (): RouteObject => ({ path: 'tort/query', lazy: riskPage });
