import type { ProductSelectionQuery, SelectedProduct } from '@asinasin/contract';
import type { CatalogDb, CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { selectionStatement } from './product-selection.sql.js';

export interface SelectionRow {
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
}

const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

export function toSelectedProduct(row: SelectionRow & { asin: string }): SelectedProduct {
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
    sales30d:
      row.sales_30d === null
        ? null
        : {
            units: row.sales_30d,
            low: row.sales_low ?? row.sales_30d,
            high: row.sales_high ?? row.sales_30d,
            curve: row.sales_curve ?? '',
            calibrated: row.sales_calibrated ?? false,
          },
    salesGrowthRate: round(row.sales_growth_rate, 4),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** One page of products matching the home page's filters, and how many match in all. */
export async function selectProducts(
  catalog: CatalogQueries,
  query: ProductSelectionQuery,
): Promise<{ rows: SelectedProduct[]; total: number }> {
  const { sql, params } = selectionStatement(query);
  const rows = await catalog.all<SelectionRow>(sql, params);
  return {
    rows: rows
      .filter((row): row is SelectionRow & { asin: string } => row.asin !== null)
      .map(toSelectedProduct),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * The whole selection in its sort, as it streams from the catalog, stopped at `cap` rows by the
 * statement itself. The first chunk is read before returning, so the caller knows the total (and
 * whether the cap cut it) before it writes a header; the rows are never all in memory.
 */
export async function streamSelection(
  catalog: CatalogDb,
  query: ProductSelectionQuery,
  cap: number,
): Promise<{ total: number; chunks: AsyncGenerator<SelectedProduct[]> }> {
  const { sql, params } = selectionStatement(query, { limit: cap, offset: 0 });
  const source = catalog.stream<SelectionRow>(sql, params);
  const first = await source.next();
  const firstRows = first.done ? [] : first.value;
  const products = (rows: SelectionRow[]) =>
    rows.filter((row): row is SelectionRow & { asin: string } => row.asin !== null).map(toSelectedProduct);
  async function* chunks() {
    try {
      yield products(firstRows);
      for await (const rows of source) yield products(rows);
    } finally {
      // a download cut short still hands the catalog's connection back
      await source.return(undefined);
    }
  }
  return { total: firstRows[0]?.total ?? 0, chunks: chunks() };
}
