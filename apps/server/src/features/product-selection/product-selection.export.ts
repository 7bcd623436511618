import {
  PRODUCT_COLUMNS,
  PRODUCT_EXPORT_MAX_ROWS,
  type Language,
  type ProductColumnKey,
  type SelectedProduct,
} from '@asinasin/contract';
import type { CsvColumn } from '../../platform/http/csv-download.js';

/**
 * The CSV export of a product selection: each column the seller sees becomes one or more fields,
 * headed in the seller's language. Estimated figures say "estimated" in their header and come with
 * their band and curve; Amazon's own "bought in past month" is headed as Amazon-reported.
 */

type Cell = string | number | boolean | null;
export type ExportRow = Record<string, Cell>;

interface Field {
  key: string;
  header: Record<Language, string>;
  value: (p: SelectedProduct) => Cell;
}

/** Growth rates are fractions in the API; a spreadsheet reader expects per cent. */
const percent = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 100);

const field = (key: string, zh: string, en: string, value: Field['value']): Field => ({
  key,
  header: { 'zh-CN': zh, 'en-US': en },
  value,
});

/** Always first: which product the line is. */
const PRODUCT_FIELDS: Field[] = [
  field('marketplace', '站点', 'Marketplace', (p) => p.marketplace),
  field('asin', 'ASIN', 'ASIN', (p) => p.asin),
  field('title', '标题', 'Title', (p) => p.title),
];

const COLUMN_FIELDS: Record<ProductColumnKey, Field[]> = {
  image: [field('imageUrl', '图片链接', 'Image URL', (p) => p.imageUrl)],
  brand: [field('brand', '品牌', 'Brand', (p) => p.brand)],
  category: [field('categoryPath', '类目路径', 'Category path', (p) => p.categoryPath)],
  price: [
    field('price', '价格', 'Price', (p) => p.price),
    field('currency', '币种', 'Currency', (p) => p.currency),
  ],
  rating: [field('rating', '评分', 'Rating', (p) => p.rating)],
  ratingCount: [field('ratingCount', '评分数', 'Ratings', (p) => p.ratingCount)],
  bsr: [
    field('bsr', '大类 BSR', 'Category BSR', (p) => p.bsr),
    field('bsrCategory', 'BSR 大类', 'BSR category', (p) => p.bsrCategory),
  ],
  subBsr: [
    field('subBsr', '小类 BSR', 'Sub-category BSR', (p) => p.subBsr),
    field('subBsrCategory', 'BSR 小类', 'BSR sub-category', (p) => p.subBsrCategory),
  ],
  sellerCount: [field('sellerCount', '卖家数', 'Sellers', (p) => p.sellerCount)],
  seller: [
    field('sellerName', '卖家', 'Seller', (p) => p.sellerName),
    field('sellerCountry', '卖家所在地', 'Seller location', (p) => p.sellerCountry),
  ],
  fulfilment: [field('fulfilment', '配送方式', 'Fulfilment', (p) => p.fulfilment)],
  bsrGrowth: [field('bsrGrowth', 'BSR 增长（7 天）', 'BSR growth (7 days)', (p) => p.bsrGrowth)],
  bsrGrowthRate: [
    field('bsrGrowthRate', 'BSR 增长率（%）', 'BSR growth rate (%)', (p) => percent(p.bsrGrowthRate)),
  ],
  newRatings30d: [field('newRatings30d', '月新增评分数', 'New ratings (30 days)', (p) => p.newRatings30d)],
  sales30d: [
    field(
      'sales30d',
      '预估月销量（估算）',
      'Est. monthly sales (estimated)',
      (p) => p.sales30d?.units ?? null,
    ),
    field(
      'sales30dLow',
      '预估月销量下限（估算）',
      'Est. monthly sales, low (estimated)',
      (p) => p.sales30d?.low ?? null,
    ),
    field(
      'sales30dHigh',
      '预估月销量上限（估算）',
      'Est. monthly sales, high (estimated)',
      (p) => p.sales30d?.high ?? null,
    ),
    field('salesCurve', '估算曲线', 'Estimate curve', (p) => p.sales30d?.curve ?? null),
    field('salesCalibrated', '曲线已校准', 'Curve calibrated', (p) => p.sales30d?.calibrated ?? null),
  ],
  salesGrowthRate: [
    field('salesGrowthRate', '月销量增长率（%，估算）', 'Monthly sales growth (%, estimated)', (p) =>
      percent(p.salesGrowthRate),
    ),
  ],
  boughtPastMonth: [
    field(
      'boughtPastMonth',
      '近一月购买（亚马逊公布，下限）',
      'Bought in past month (Amazon-reported, lower bound)',
      (p) => p.boughtPastMonth,
    ),
  ],
  weightG: [field('weightG', '重量（g）', 'Weight (g)', (p) => p.weightG)],
  volumeCm3: [field('volumeCm3', '体积（cm³）', 'Volume (cm³)', (p) => p.volumeCm3)],
  sizeTier: [field('sizeTier', '尺寸分段', 'Size tier', (p) => p.sizeTier)],
  variantCount: [field('variantCount', '变体数', 'Variants', (p) => p.variantCount)],
  badges: [
    field('isBestSeller', 'Best Seller 标志', 'Best Seller badge', (p) => p.isBestSeller),
    field('isAmazonsChoice', "Amazon's Choice 标志", "Amazon's Choice badge", (p) => p.isAmazonsChoice),
    field('hasAplus', 'A+ 页面', 'A+ content', (p) => p.hasAplus),
    field('hasVideo', '视频', 'Video', (p) => p.hasVideo),
  ],
  dateFirstAvailable: [
    field('dateFirstAvailable', '上架日期', 'First available', (p) => p.dateFirstAvailable),
  ],
  updatedAt: [field('updatedAt', '数据更新时间', 'Data updated at', (p) => p.updatedAt)],
  rankDrops30: [
    field('rankDrops30', '30 天排名下降次数（Keepa）', 'Rank drops, 30 days (Keepa)', (p) => p.rankDrops30),
  ],
  rankDrops90: [
    field('rankDrops90', '90 天排名下降次数（Keepa）', 'Rank drops, 90 days (Keepa)', (p) => p.rankDrops90),
  ],
  rankDrops180: [
    field(
      'rankDrops180',
      '180 天排名下降次数（Keepa）',
      'Rank drops, 180 days (Keepa)',
      (p) => p.rankDrops180,
    ),
  ],
};

/** The fields of the chosen columns (every column when none are chosen), in the seller's order. */
function fieldsOf(columns: readonly ProductColumnKey[] | undefined): Field[] {
  const chosen = [...new Set(columns?.length ? columns : PRODUCT_COLUMNS)];
  return [...PRODUCT_FIELDS, ...chosen.flatMap((column) => COLUMN_FIELDS[column])];
}

/** The CSV columns and the row mapper of one export. */
export function exportLayout(columns: readonly ProductColumnKey[] | undefined, language: Language) {
  const fields = fieldsOf(columns);
  const csvColumns: CsvColumn<ExportRow>[] = fields.map((f) => ({ key: f.key, header: f.header[language] }));
  const toRow = (product: SelectedProduct): ExportRow =>
    Object.fromEntries(fields.map((f) => [f.key, f.value(product)]));
  return { csvColumns, toRow };
}

/**
 * The file's name says the marketplace and the day, and when the cap cut the result, how much of
 * it the file holds: `products-US-2026-11-23.csv`, `products-US-2026-11-23-first-100000-of-250000.csv`.
 */
export function exportFileName(marketplace: string, total: number, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  const cut = total > PRODUCT_EXPORT_MAX_ROWS ? `-first-${PRODUCT_EXPORT_MAX_ROWS}-of-${total}` : '';
  return `products-${marketplace}-${day}${cut}.csv`;
}
