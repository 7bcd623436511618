/** Paths a visitor may open without logging in (SPEC §5; the calculators: decisions/0033). */
export const PUBLIC_PATHS = [
  '/',
  '/user/login',
  '/user/forget',
  '/user/register',
  '/products',
  '/ai/freight/calculation',
  '/ai/profit/analysis',
] as const;

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}

export const MODULE_KEYS = ['dashboard', 'wajue', 'ai_pantent', 'asin_fx', 'sc_fx', 'about'] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];
export const DEFAULT_MODULE_KEY: ModuleKey = 'ai_pantent';

export interface MenuItem {
  enName: string;
  /** i18n key of the label */
  name: string;
  icon: string;
  path: string;
  iconSize: number;
}

/** The side menu of SPEC §2, in order. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { enName: 'dashboard', name: 'menu.dashboard', icon: 'dashboard', path: '/dashboard', iconSize: 18 },
  {
    enName: 'hot_market',
    name: 'menu.hotMarket',
    icon: 'market',
    path: '/products/hot-market',
    iconSize: 18,
  },
  {
    enName: 'hot_product',
    name: 'menu.hotProduct',
    icon: 'product',
    path: '/products/hot-product',
    iconSize: 18,
  },
  {
    enName: 'ai_pantent',
    name: 'menu.riskAnalysis',
    icon: 'risk',
    path: '/products/ai_pantent/index',
    iconSize: 18,
  },
  {
    enName: 'asin_fx',
    name: 'menu.asinAnalysis',
    icon: 'asin',
    path: '/products/asin_fx/index',
    iconSize: 18,
  },
  {
    enName: 'sc_fx',
    name: 'menu.marketAnalysis',
    icon: 'analysis',
    path: '/products/sc_fx/index',
    iconSize: 18,
  },
  {
    enName: 'wajue',
    name: 'menu.keywordMining',
    icon: 'keyword',
    path: '/products/keyword-miner',
    iconSize: 18,
  },
  { enName: 'about', name: 'menu.multiLogin', icon: 'devices', path: '/products/about', iconSize: 18 },
];

/** English-name tags carried in route metadata (SPEC §2). */
export const ROUTE_TAGS = ['asin_fx', 'sc_fx', 'ai_pantent', 'ai_pantent_new', 'ai_img', 'ai_wa'] as const;
