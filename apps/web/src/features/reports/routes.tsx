import type { RouteObject } from 'react-router';
import { lazyPage, redirectRoute } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

const asinAnalysis = lazyPage(
  () => import('./pages/asin-analysis-page'),
  (m) => m.AsinAnalysisPage,
  MESSAGES,
);
const marketAnalysis = lazyPage(
  () => import('./pages/market-analysis-page'),
  (m) => m.MarketAnalysisPage,
  MESSAGES,
);
const asinOnline = lazyPage(
  () => import('./pages/asin-online-page'),
  (m) => m.AsinOnlinePage,
  MESSAGES,
);
const marketOnline = lazyPage(
  () => import('./pages/market-online-page'),
  (m) => m.MarketOnlinePage,
  MESSAGES,
);

const reportPrint = lazyPage(
  () => import('./pages/report-print-page'),
  (m) => m.ReportPrintPage,
  MESSAGES,
);

/**
 * The page the server prints to PDF (platform/pdf): outside the shell and the guard, as it holds
 * nothing but what the printer hands it.
 */
export const reportPrintRoute: RouteObject = { path: '/report-print', lazy: reportPrint };

/** /products/asin_fx: the index redirects to `index` (SPEC §2). */
export const asinAnalysisIndex = (): RouteObject[] => [
  redirectRoute('index', { index: true }),
  { path: 'index', lazy: asinAnalysis },
];
export const marketAnalysisIndex = (): RouteObject[] => [
  redirectRoute('index', { index: true }),
  { path: 'index', lazy: marketAnalysis },
];

/** /product and /market: the index renders, since `?asin=…` / `?market=…` lands there (SPEC §2). */
export const asinLanding = (): RouteObject[] => [
  { index: true, lazy: asinAnalysis },
  { path: 'index', lazy: asinAnalysis },
];
export const marketLanding = (): RouteObject[] => [
  { index: true, lazy: marketAnalysis },
  { path: 'index', lazy: marketAnalysis },
];

/** `report` (the seller's reports) and the online view, under both addresses of each kind. */
export const asinReportPages = (): RouteObject[] => [
  { path: 'report', lazy: asinAnalysis },
  { path: 'online/:marketplace?/:asin?', lazy: asinOnline },
];
export const marketReportPages = (): RouteObject[] => [
  { path: 'report', lazy: marketAnalysis },
  { path: 'online/:nicheId?', lazy: marketOnline },
];
