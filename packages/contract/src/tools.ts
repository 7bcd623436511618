/**
 * Every tool of the product, grouped as a seller looks for them, and whether it is built. This is
 * the one source of truth for "built": the dashboard offers only built tools as links (the rest as
 * coming), the server's plans list only the built modules they include, and a web test checks that
 * each built path renders a page and each unbuilt one the not-built page. Building a tool is
 * flipping its flag here; plans that include its module then show it without being edited.
 */
export const TOOL_GROUPS = [
  'research',
  'keywords',
  'reports',
  'risk',
  'listing',
  'calculators',
  'account',
] as const;
export type ToolGroup = (typeof TOOL_GROUPS)[number];

export interface Tool {
  /** stable key; the web names the tool by it (dashboard messages) */
  key: string;
  group: ToolGroup;
  /** the web route that opens the tool */
  path: string;
  built: boolean;
  /** the billable module (data/plans/modules.json key) one use is charged to; free without */
  mold?: string;
}

export const TOOLS: readonly Tool[] = [
  { key: 'hotMarket', group: 'research', path: '/products/hot-market', built: true },
  { key: 'hotProduct', group: 'research', path: '/products/hot-product', built: true },
  { key: 'selectMarket', group: 'research', path: '/select/market', built: true },
  { key: 'selectProduct', group: 'research', path: '/select/product', built: true },
  { key: 'abaSelectProduct', group: 'research', path: '/select/abaSelectProduct', built: true },
  { key: 'research', group: 'research', path: '/search/research', built: true },
  { key: 'watchList', group: 'research', path: '/watch', built: true },
  { key: 'source', group: 'research', path: '/search/source', built: false },
  { key: 'globalSearch', group: 'research', path: '/search/global-search', built: false },
  { key: 'marketPrediction', group: 'research', path: '/search/market-prediction', built: false },
  { key: 'selectPrediction', group: 'research', path: '/select/prediction', built: false },
  { key: 'keywordMiner', group: 'keywords', path: '/products/keyword-miner', built: true },
  { key: 'keywordReverse', group: 'keywords', path: '/keyword/reverse', built: true },
  { key: 'aba', group: 'keywords', path: '/search/aba', built: true },
  { key: 'abaSelectKeyword', group: 'keywords', path: '/search/aba-select-keyword', built: true },
  {
    key: 'asinAnalysis',
    group: 'reports',
    path: '/products/asin_fx/index',
    built: true,
    mold: 'asin_fx_update',
  },
  {
    key: 'marketAnalysis',
    group: 'reports',
    path: '/products/sc_fx/index',
    built: true,
    mold: 'sc_fx_update',
  },
  {
    key: 'riskAnalysis',
    group: 'risk',
    path: '/products/ai_pantent/index',
    built: true,
    mold: 'ai_pantent',
  },
  { key: 'patent', group: 'risk', path: '/patent', built: true },
  { key: 'trademark', group: 'risk', path: '/trademark', built: true },
  { key: 'tortQuery', group: 'risk', path: '/ai/tort/query', built: true },
  { key: 'aiListing', group: 'listing', path: '/ai/listing/edit', built: true, mold: 'ai_listing' },
  { key: 'listingEstimate', group: 'listing', path: '/ai/listing/estimate', built: true },
  { key: 'copywriting', group: 'listing', path: '/copywriting', built: true },
  { key: 'picture', group: 'listing', path: '/picture', built: true },
  { key: 'imageOptimizer', group: 'listing', path: '/ai/image/optimizer', built: true },
  { key: 'freight', group: 'calculators', path: '/ai/freight/calculation', built: true },
  { key: 'profit', group: 'calculators', path: '/ai/profit/analysis', built: true },
  { key: 'userCenter', group: 'account', path: '/user-center', built: true },
  { key: 'order', group: 'account', path: '/order', built: true },
  { key: 'dataSources', group: 'account', path: '/data', built: true },
  { key: 'multiLogin', group: 'account', path: '/products/about', built: true },
  { key: 'knowledge', group: 'account', path: '/knowledge', built: false },
];

/** Whether the page at a path is built (a path no tool names counts as not built). */
export function isBuiltPath(path: string): boolean {
  return TOOLS.some((tool) => tool.path === path && tool.built);
}

/** Keys of the billable modules whose tool is built: the only ones a plan may sell. */
export function builtModuleKeys(): Set<string> {
  return new Set(TOOLS.flatMap((tool) => (tool.built && tool.mold ? [tool.mold] : [])));
}
