import type { RouteObject } from 'react-router';
import { PageSpinner, RouteError } from '../../components/route-error';
import { RouteGuard } from '../route-guard';
import { AppShell } from '../shell/app-shell';
import { indexChild, lazyPage, notBuilt, redirectRoute } from './route-helpers';

const home = lazyPage(
  () => import('../../features/home/pages/home-page'),
  (m) => m.HomePage,
);
const login = lazyPage(
  () => import('../../features/auth/pages/login-page'),
  (m) => m.LoginPage,
);
const register = lazyPage(
  () => import('../../features/auth/pages/register-page'),
  (m) => m.RegisterPage,
);
const forget = lazyPage(
  () => import('../../features/auth/pages/forget-page'),
  (m) => m.ForgetPage,
);
const dashboard = lazyPage(
  () => import('../../features/dashboard/pages/dashboard-page'),
  (m) => m.DashboardPage,
);
const about = lazyPage(
  () => import('../../features/about/pages/about-page'),
  (m) => m.AboutPage,
);
const userCenter = lazyPage(
  () => import('../../features/user-center/pages/user-center-page'),
  (m) => m.UserCenterPage,
);
const alipay = lazyPage(
  () => import('../../features/alipay/pages/alipay-page'),
  (m) => m.AlipayPage,
);

/** The ASIN report pages, under /products/asin_fx and again under /product (SPEC §2). */
const asinReportPages = (): RouteObject[] => [
  notBuilt('report', 'asinReport', 'asin_fx'),
  notBuilt('online/:marketplace?/:asin?', 'asinOnline', 'asin_fx'),
];
const marketReportPages = (): RouteObject[] => [
  notBuilt('report', 'marketReport', 'sc_fx'),
  notBuilt('online/:nicheId?', 'marketOnline', 'sc_fx'),
];

/** Every route of SPEC §2 (route table), inside the guard of SPEC §5. */
export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/alipay', lazy: alipay },
      {
        element: <AppShell />,
        children: [
          { path: '/', lazy: home },
          {
            path: 'user',
            children: [
              redirectRoute('/user/login', { index: true }),
              { path: 'login', lazy: login },
              { path: 'register', lazy: register },
              { path: 'forget', lazy: forget },
            ],
          },
          { path: 'dashboard', children: [{ index: true, lazy: dashboard }] },
          {
            path: 'products',
            children: [
              redirectRoute('/products/ai_pantent', { index: true }),
              { path: 'about', lazy: about },
              notBuilt('keyword-miner', 'keywordMiner', 'ai_wa'),
              notBuilt('hot-market', 'hotMarket'),
              {
                ...notBuilt('hot-market-detail', 'hotMarketDetail'),
                handle: { feature: 'hotMarketDetail', queryAsProps: true },
              },
              notBuilt('hot-product', 'hotProduct'),
              {
                ...notBuilt('hot-product-detail', 'hotProductDetail'),
                handle: { feature: 'hotProductDetail', queryAsProps: true },
              },
              {
                path: 'ai_pantent',
                handle: { tag: 'ai_pantent' },
                children: indexChild('riskAnalysis', 'ai_pantent'),
              },
              {
                path: 'asin_fx',
                handle: { tag: 'asin_fx' },
                children: [
                  ...indexChild('asinAnalysis', 'asin_fx'),
                  { path: 'search', children: indexChild('asinSearch', 'asin_fx') },
                  ...asinReportPages(),
                ],
              },
              {
                path: 'sc_fx',
                handle: { tag: 'sc_fx' },
                children: [
                  ...indexChild('marketAnalysis', 'sc_fx'),
                  { path: 'table', children: indexChild('marketTable', 'sc_fx') },
                  ...marketReportPages(),
                ],
              },
            ],
          },
          notBuilt('info/:productName', 'productInfo'),
          notBuilt('knowledge', 'knowledge'),
          notBuilt('order', 'order'),
          {
            path: 'ai',
            children: [
              redirectRoute('/ai/listing/edit', { index: true }),
              notBuilt('listing/edit', 'aiListing'),
              notBuilt('listing/estimate', 'listingEstimate'),
              notBuilt('freight/calculation', 'freight'),
              notBuilt('profit/analysis', 'profit'),
              notBuilt('image/optimizer', 'imageOptimizer', 'ai_img'),
              notBuilt('tort/query', 'tortQuery'),
            ],
          },
          {
            path: 'search',
            children: [
              redirectRoute('/search/research', { index: true }),
              notBuilt('research', 'research'),
              notBuilt('aba', 'aba'),
              notBuilt('aba-select-keyword', 'abaSelectKeyword'),
              notBuilt('source', 'source'),
              notBuilt('global-search', 'globalSearch'),
              notBuilt('market-prediction', 'marketPrediction'),
            ],
          },
          {
            path: 'select',
            children: [
              redirectRoute('/select/market', { index: true }),
              notBuilt('market', 'selectMarket'),
              notBuilt('product', 'selectProduct'),
              notBuilt('prediction', 'selectPrediction'),
              notBuilt('abaSelectProduct', 'abaSelectProduct'),
            ],
          },
          {
            path: 'keyword',
            handle: { tag: 'ai_wa' },
            children: [
              redirectRoute('/keyword/miner', { index: true }),
              notBuilt('miner', 'keywordTool', 'ai_wa'),
              notBuilt('reverse', 'keywordReverse', 'ai_wa'),
            ],
          },
          notBuilt('patent', 'patent', 'ai_pantent'),
          notBuilt('patent-new', 'patentNew', 'ai_pantent_new'),
          notBuilt('trademark', 'trademark', 'ai_pantent'),
          {
            path: 'product',
            handle: { tag: 'asin_fx' },
            // /product?asin=…&marketplace=… is where an ASIN analysis lands (SPEC §2), so the
            // index renders rather than redirects.
            children: [
              notBuilt(undefined, 'asinAnalysis', 'asin_fx'),
              notBuilt('index', 'asinAnalysis', 'asin_fx'),
              ...asinReportPages(),
            ],
          },
          {
            path: 'market',
            handle: { tag: 'sc_fx' },
            children: [
              notBuilt(undefined, 'marketAnalysis', 'sc_fx'),
              notBuilt('index', 'marketAnalysis', 'sc_fx'),
              ...marketReportPages(),
            ],
          },
          {
            path: 'picture',
            handle: { tag: 'ai_img' },
            children: [
              notBuilt(undefined, 'picture', 'ai_img'),
              notBuilt('index', 'picture', 'ai_img'),
              notBuilt('wise', 'pictureWise', 'ai_img'),
              notBuilt('change', 'pictureChange', 'ai_img'),
            ],
          },
          notBuilt('copywriting', 'copywriting'),
          { path: 'user-center', lazy: userCenter },
          redirectRoute('/', { path: '*' }),
        ],
      },
    ],
  },
];
