import { MENU_ITEMS, isBuiltPath } from '@asinasin/contract';
import type { RouteObject } from 'react-router';
import { PageSpinner, RouteError } from '../../components/route-error';
import { aboutRoutes } from '../../features/about/routes';
import { abaSearchRoutes, abaSelectRoutes } from '../../features/aba/routes';
import { alipayRoutes } from '../../features/alipay/routes';
import { accountRoutes } from '../../features/account/routes';
import { billingRoutes } from '../../features/billing/routes';
import { dashboardRoutes } from '../../features/dashboard/routes';
import { calculatorRoutes } from '../../features/calculators/routes';
import { catalogImportRoutes } from '../../features/catalog-import/routes';
import { homeRoutes } from '../../features/home/routes';
import { imageOptimizerRoutes, pictureRoutes } from '../../features/images/routes';
import { hotProductDetailRoute, hotProductRoute } from '../../features/hot-products/routes';
import { keywordMinerProductRoute, keywordRoutes } from '../../features/keywords/routes';
import { hotMarketRoutes, selectMarketRoutes } from '../../features/markets/routes';
import { productSelectionRoutes, withProductSelection } from '../../features/product-selection/routes';
import { aiListingRoutes, copywritingRoutes } from '../../features/listing/routes';
import { patentRoutes } from '../../features/patents/routes';
import { loadTrademarkSearchTab, TRADEMARK_MESSAGES } from '../../features/trademarks';
import { trademarkRoutes } from '../../features/trademarks/routes';
import { watchListRoutes } from '../../features/watch-list/routes';
import * as reports from '../../features/reports/routes';
import { riskAnalysisIndex, tortQueryRoute } from '../../features/risk/routes';
import { redirectRoute } from '../../lib/routing/route-builders';
import { RouteGuard } from '../route-guard';
import { shellLayout } from '../shell/shell-route';
import { indexChild, notBuilt } from './route-helpers';

const PRODUCTS_LANDING =
  ['/products/ai_pantent/index', ...MENU_ITEMS.map((item) => item.path)].find(
    (path) => path !== '/dashboard' && isBuiltPath(path),
  ) ?? '/dashboard';

/**
 * Every route of SPEC §2 (route table), inside the guard of SPEC §5. Built features bring their own
 * routes (features/<feature>/routes.tsx); this table only places them and holds the pages that a
 * later issue builds (notBuilt).
 */
export const routes: RouteObject[] = [
  reports.reportPrintRoute,
  {
    element: <RouteGuard />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      ...alipayRoutes,
      {
        ...shellLayout,
        children: [
          withProductSelection(homeRoutes),
          ...accountRoutes,
          ...dashboardRoutes,
          ...catalogImportRoutes,
          {
            path: 'products',
            children: [
              // SPEC §2 sends /products to the risk analysis; while that is not built it lands on the
              // first built tool of the menu instead, never on a dead end.
              redirectRoute(PRODUCTS_LANDING, { index: true }),
              ...aboutRoutes,
              keywordMinerProductRoute,
              ...hotMarketRoutes,
              hotProductRoute,
              hotProductDetailRoute,
              {
                path: 'ai_pantent',
                handle: { tag: 'ai_pantent' },
                children: riskAnalysisIndex(),
              },
              {
                path: 'asin_fx',
                handle: { tag: 'asin_fx' },
                children: [
                  ...reports.asinAnalysisIndex(),
                  { path: 'search', children: indexChild('asinSearch', 'asin_fx') },
                  ...reports.asinReportPages(),
                ],
              },
              {
                path: 'sc_fx',
                handle: { tag: 'sc_fx' },
                children: [
                  ...reports.marketAnalysisIndex(),
                  { path: 'table', children: indexChild('marketTable', 'sc_fx') },
                  ...reports.marketReportPages(),
                ],
              },
            ],
          },
          notBuilt('info/:productName', 'productInfo'),
          notBuilt('knowledge', 'knowledge'),
          ...billingRoutes,
          {
            path: 'ai',
            children: [
              redirectRoute('/ai/listing/edit', { index: true }),
              ...aiListingRoutes,
              ...calculatorRoutes,
              ...imageOptimizerRoutes,
              tortQueryRoute(),
            ],
          },
          {
            path: 'search',
            children: [
              redirectRoute('/search/research', { index: true }),
              ...abaSearchRoutes,
              notBuilt('source', 'source'),
              notBuilt('global-search', 'globalSearch'),
              notBuilt('market-prediction', 'marketPrediction'),
            ],
          },
          {
            path: 'select',
            children: [
              redirectRoute('/select/market', { index: true }),
              ...selectMarketRoutes,
              ...productSelectionRoutes,
              notBuilt('prediction', 'selectPrediction'),
              ...abaSelectRoutes,
            ],
          },
          {
            path: 'keyword',
            handle: { tag: 'ai_wa' },
            children: [redirectRoute('/keyword/miner', { index: true }), ...keywordRoutes],
          },
          ...patentRoutes({ loadTab: loadTrademarkSearchTab, messages: TRADEMARK_MESSAGES }),
          ...trademarkRoutes,
          {
            path: 'product',
            handle: { tag: 'asin_fx' },
            // /product?asin=…&marketplace=… is where an ASIN analysis lands (SPEC §2), so the
            // index renders rather than redirects.
            children: [...reports.asinLanding(), ...reports.asinReportPages()],
          },
          {
            path: 'market',
            handle: { tag: 'sc_fx' },
            children: [...reports.marketLanding(), ...reports.marketReportPages()],
          },
          {
            path: 'picture',
            handle: { tag: 'ai_img' },
            children: pictureRoutes,
          },
          ...copywritingRoutes,
          ...watchListRoutes,
          redirectRoute('/', { path: '*' }),
        ],
      },
    ],
  },
];
