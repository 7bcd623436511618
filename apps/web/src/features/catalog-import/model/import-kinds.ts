import { MAX_IMPORT_BYTES, type ImportKind } from '@asinasin/contract';

export const MAX_IMPORT_LABEL = '512 MB';

/** A research screen an import fills; `path` when the screen opens without a product or market. */
export interface FilledScreen {
  key:
    | 'productSelection'
    | 'hotMarket'
    | 'hotProduct'
    | 'productDetail'
    | 'trends'
    | 'historyCharts'
    | 'bsrGrowth'
    | 'salesGrowth'
    | 'keywordMiner'
    | 'reverseAsin'
    | 'aba'
    | 'salesModel'
    | 'trademarkSearch'
    | 'patentSearch';
  path?: string;
}

/**
 * How the operator names the marketplace of a file: `file` when every format of the kind says it
 * (or its link does) and naming one only fills in for rows that do not; `required` when the file
 * never says it.
 */
export type MarketplaceRule = 'file' | 'sometimes' | 'required';

export interface ImportKindGuide {
  kind: ImportKind;
  screens: FilledScreen[];
  /** the server's format names (an import run's `format`), each described in the messages */
  formats: string[];
  /** file name endings the kind's formats come in */
  extensions: string[];
  marketplace: MarketplaceRule;
  /** a Business Report does not say the dates it covers: the import names them */
  needsDates: boolean;
  /** an example of the command for the operator's shell */
  command: string;
}

const PRODUCT_SCREENS: FilledScreen[] = [
  { key: 'productSelection', path: '/select/product' },
  { key: 'hotMarket', path: '/products/hot-market' },
  { key: 'hotProduct', path: '/products/hot-product' },
];

/** What each kind fills and in which formats it comes (docs/data/catalog.md is the full reference). */
export const IMPORT_GUIDE: Record<ImportKind, ImportKindGuide> = {
  products: {
    kind: 'products',
    screens: PRODUCT_SCREENS,
    formats: [
      'canonical',
      'helium10-xray',
      'helium10-black-box',
      'jungle-scout-product-database',
      'jungle-scout-extension',
      'keepa',
      'asaniczka-2023',
      'promptcloud-toys-detailed',
      'amazon-in-2023',
      'bestseller-titles',
    ],
    extensions: ['.csv'],
    marketplace: 'sometimes',
    needsDates: false,
    command: 'npm run import -- products my-export.csv --marketplace US',
  },
  snapshots: {
    kind: 'snapshots',
    screens: [
      { key: 'trends' },
      { key: 'historyCharts' },
      { key: 'bsrGrowth' },
      { key: 'salesGrowth' },
      { key: 'hotProduct', path: '/products/hot-product' },
    ],
    formats: ['bestseller-list'],
    extensions: ['.csv'],
    marketplace: 'file',
    needsDates: false,
    command: 'npm run import -- snapshots bestsellers-history.csv',
  },
  'search-terms': {
    kind: 'search-terms',
    screens: [
      { key: 'keywordMiner', path: '/keyword/miner' },
      { key: 'reverseAsin', path: '/keyword/reverse' },
      { key: 'aba', path: '/search/aba' },
    ],
    formats: ['sp-api-json', 'seller-central-csv', 'onsite-search-panel', 'search-term-labels'],
    extensions: ['.json', '.csv'],
    marketplace: 'sometimes',
    needsDates: false,
    command: 'npm run import -- search-terms search-terms-week-23.csv --marketplace US',
  },
  pages: {
    kind: 'pages',
    screens: [...PRODUCT_SCREENS, { key: 'historyCharts' }],
    formats: ['product-page', 'search-page', 'bestsellers-page'],
    extensions: ['.html', '.htm'],
    marketplace: 'file',
    needsDates: false,
    command: 'npm run import -- pages saved-product-page.html',
  },
  'business-report': {
    kind: 'business-report',
    screens: [{ key: 'salesModel', path: '#sales-model' }],
    formats: ['business-report-by-child'],
    extensions: ['.csv'],
    marketplace: 'required',
    needsDates: true,
    command:
      'npm run import -- business-report BusinessReport.csv --marketplace US --from 2026-10-01 --to 2026-10-30',
  },
  trademarks: {
    kind: 'trademarks',
    screens: [{ key: 'trademarkSearch', path: '/trademark' }],
    formats: [
      'uspto-tsdr-st66',
      'uspto-tsdr-st96',
      'uspto-bulk-xml',
      'dpma-register-export',
      'word-mark-csv',
      'owner-mark-list',
    ],
    extensions: ['.xml', '.csv'],
    marketplace: 'file',
    needsDates: false,
    command: 'npm run import -- trademarks apc261126.xml',
  },
  'design-patents': {
    kind: 'design-patents',
    screens: [{ key: 'patentSearch', path: '/patent' }],
    formats: ['uspto-grant-xml', 'drawing-table'],
    // a .zip brings the grant XML or drawing table together with its drawings (docs/risk.md)
    extensions: ['.xml', '.csv', '.zip'],
    marketplace: 'file',
    needsDates: false,
    command: 'npm run import -- design-patents ipgb20221025.xml',
  },
};

/** In the order the guide tells them: the kinds most screens need first. */
export const GUIDE_ORDER: ImportKind[] = [
  'products',
  'snapshots',
  'search-terms',
  'pages',
  'business-report',
  'trademarks',
  'design-patents',
];

/** The problem with a chosen file, before it is sent; null when it may go. */
export function fileProblem(
  kind: ImportKind,
  file: { name: string; size: number },
): 'empty' | 'tooLarge' | 'wrongType' | null {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_IMPORT_BYTES) return 'tooLarge';
  const name = file.name.toLowerCase();
  if (!IMPORT_GUIDE[kind].extensions.some((ending) => name.endsWith(ending))) return 'wrongType';
  return null;
}
