import type {
  ProductRangeFilter,
  ProductSortField,
  SalesEstimate,
  SelectedProduct,
} from '@asinasin/contract';

/**
 * The catalog's product as one row and as the contract's product (decisions/0028): the columns
 * every product statement selects, the row they give, and the one mapper from it to the product
 * each screen shows (screens narrow it with the contract's `.pick`).
 */

/** Each product value a screen filters or sorts by, as the SQL that reads it (`products p`). */
export const PRODUCT_COLUMN: Record<ProductRangeFilter | ProductSortField, string> = {
  price: 'p.price',
  rating: 'p.rating',
  ratingCount: 'p.rating_count',
  sellerCount: 'p.seller_count',
  bsr: 'p.bsr',
  subBsr: 'p.sub_bsr',
  weightG: 'p.weight_g',
  volumeCm3: '(p.length_cm * p.width_cm * p.height_cm)',
  variantCount: 'p.variant_count',
  boughtPastMonth: 'p.bought_past_month',
  dateFirstAvailable: 'p.date_first_available',
  newRatings30d: 'p.new_ratings_30d',
  bsrGrowth: 'p.bsr_growth',
  bsrGrowthRate: 'p.bsr_growth_rate',
  sales30d: 'p.sales_30d',
  salesGrowthRate: 'p.sales_growth_rate',
  rankDrops30: 'p.rank_drops_30',
  rankDrops90: 'p.rank_drops_90',
  rankDrops180: 'p.rank_drops_180',
};

/** Every column of a product row, as selected from `products p`. */
const PRODUCT_SELECT = [
  'p.marketplace',
  'p.asin',
  'p.title',
  'p.brand',
  'p.image_url',
  'p.category_path',
  'p.price::double as price',
  'p.currency',
  'p.rating',
  'p.rating_count',
  'p.bsr',
  'p.bsr_category',
  'p.sub_bsr',
  'p.sub_bsr_category',
  'p.seller_count',
  'p.seller_name',
  'p.seller_country',
  'p.fulfilment',
  'p.weight_g',
  `${PRODUCT_COLUMN.volumeCm3} as volume_cm3`,
  'p.size_tier',
  'p.variant_count',
  'p.is_best_seller',
  'p.is_amazons_choice',
  'p.has_aplus',
  'p.has_video',
  'p.date_first_available::varchar as date_first_available',
  'p.bought_past_month',
  'p.updated_at',
  'p.bsr_growth',
  'p.bsr_growth_rate',
  'p.new_ratings_30d',
  'p.sales_30d',
  'p.sales_low',
  'p.sales_high',
  'p.sales_curve',
  'p.sales_calibrated',
  'p.sales_growth_rate',
  'p.rank_drops_30',
  'p.rank_drops_90',
  'p.rank_drops_180',
];
export const PRODUCT_COLUMNS = PRODUCT_SELECT.join(', ');
/** The same without the key (marketplace, ASIN), for a statement that has the key from elsewhere. */
export const PRODUCT_VALUE_COLUMNS = PRODUCT_SELECT.slice(2).join(', ');

export interface ProductRow {
  total: number;
  /** null on the one row that only carries the total, when the page is past the end */
  asin: string | null;
  marketplace: string;
  title: string | null;
  brand: string | null;
  image_url: string | null;
  category_path: string | null;
  price: number | null;
  currency: string | null;
  rating: number | null;
  rating_count: number | null;
  bsr: number | null;
  bsr_category: string | null;
  sub_bsr: number | null;
  sub_bsr_category: string | null;
  seller_count: number | null;
  seller_name: string | null;
  seller_country: string | null;
  fulfilment: SelectedProduct['fulfilment'];
  weight_g: number | null;
  volume_cm3: number | null;
  size_tier: string | null;
  variant_count: number | null;
  is_best_seller: boolean | null;
  is_amazons_choice: boolean | null;
  has_aplus: boolean | null;
  has_video: boolean | null;
  date_first_available: string | null;
  bought_past_month: number | null;
  updated_at: Date;
  bsr_growth: number | null;
  bsr_growth_rate: number | null;
  new_ratings_30d: number | null;
  sales_30d: number | null;
  sales_low: number | null;
  sales_high: number | null;
  sales_curve: string | null;
  sales_calibrated: boolean | null;
  sales_growth_rate: number | null;
  rank_drops_30: number | null;
  rank_drops_90: number | null;
  rank_drops_180: number | null;
}

const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

export function toProduct(row: ProductRow & { asin: string }): SelectedProduct {
  return {
    marketplace: row.marketplace,
    asin: row.asin,
    title: row.title,
    brand: row.brand,
    imageUrl: row.image_url,
    categoryPath: row.category_path,
    price: row.price,
    currency: row.currency,
    rating: row.rating,
    ratingCount: row.rating_count,
    bsr: row.bsr,
    bsrCategory: row.bsr_category,
    subBsr: row.sub_bsr,
    subBsrCategory: row.sub_bsr_category,
    sellerCount: row.seller_count,
    sellerName: row.seller_name,
    sellerCountry: row.seller_country,
    fulfilment: row.fulfilment,
    weightG: round(row.weight_g, 1),
    volumeCm3: round(row.volume_cm3, 1),
    sizeTier: row.size_tier,
    variantCount: row.variant_count,
    isBestSeller: row.is_best_seller,
    isAmazonsChoice: row.is_amazons_choice,
    hasAplus: row.has_aplus,
    hasVideo: row.has_video,
    dateFirstAvailable: row.date_first_available,
    boughtPastMonth: row.bought_past_month,
    bsrGrowth: row.bsr_growth,
    bsrGrowthRate: round(row.bsr_growth_rate, 4),
    newRatings30d: row.new_ratings_30d,
    sales30d: salesOf(row),
    salesGrowthRate: round(row.sales_growth_rate, 4),
    rankDrops30: row.rank_drops_30,
    rankDrops90: row.rank_drops_90,
    rankDrops180: row.rank_drops_180,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The model's monthly units with its band; null when the product has no root-category BSR. */
function salesOf(row: ProductRow): SalesEstimate | null {
  if (row.sales_30d === null) return null;
  return {
    units: row.sales_30d,
    low: row.sales_low ?? row.sales_30d,
    high: row.sales_high ?? row.sales_30d,
    curve: row.sales_curve ?? '',
    calibrated: row.sales_calibrated ?? false,
  };
}
