import { stringify } from 'csv-stringify/sync';
import type { KeepaHistory } from '../../../platform/keepa/keepa-history.js';

/**
 * Keepa's answers as the two files the import pipeline already reads, so that Keepa's rows go
 * through the same checks, runs and provenance as any file (docs/data/keepa.md): the products in
 * the canonical schema, and their history in the keepa-history snapshots format.
 */
export function keepaProductsCsv(marketplace: string, histories: KeepaHistory[]): string {
  const rows = histories.map((h) => {
    const last = h.observations.at(-1);
    return {
      marketplace,
      asin: h.asin,
      title: h.title ?? '',
      brand: h.brand ?? '',
      category_path: h.categoryPath ?? '',
      bsr_category: h.rootCategory ?? '',
      sub_bsr: h.subRank?.rank ?? '',
      sub_bsr_category: h.subRank?.category ?? '',
      bought_past_month: last?.monthlySold ?? '',
      rank_drops_30: h.rankDrops.d30 ?? '',
      rank_drops_90: h.rankDrops.d90 ?? '',
      rank_drops_180: h.rankDrops.d180 ?? '',
    };
  });
  return stringify(rows, {
    header: true,
    columns: [
      'marketplace',
      'asin',
      'title',
      'brand',
      'category_path',
      'bsr_category',
      'sub_bsr',
      'sub_bsr_category',
      'bought_past_month',
      'rank_drops_30',
      'rank_drops_90',
      'rank_drops_180',
    ],
  });
}

/** The price a seller pays: the lowest new offer (Amazon's own included), else Amazon's, else FBA's. */
const priceOf = (o: KeepaHistory['observations'][number]) => o.newPrice ?? o.amazonPrice ?? o.fbaPrice;

export function keepaHistoryCsv(marketplace: string, histories: KeepaHistory[]): string {
  const rows = histories.flatMap((h) =>
    h.observations.map((o) => ({
      keepa_observed_at: o.at.toISOString(),
      marketplace,
      asin: h.asin,
      price: priceOf(o) ?? '',
      currency: h.currency,
      root_rank: o.rootRank ?? '',
      root_category: o.rootRank === null ? '' : (h.rootCategory ?? ''),
      rating: o.rating ?? '',
      rating_count: o.ratingCount ?? '',
      bought_past_month: o.monthlySold ?? '',
      amazon_price: o.amazonPrice ?? '',
      new_price: o.newPrice ?? '',
      fba_price: o.fbaPrice ?? '',
      sub_rank: o.subRank ?? '',
      sub_category: o.subRank === null ? '' : (h.subCategory ?? ''),
    })),
  );
  return stringify(rows, {
    header: true,
    columns: [
      'keepa_observed_at',
      'marketplace',
      'asin',
      'price',
      'currency',
      'root_rank',
      'root_category',
      'rating',
      'rating_count',
      'bought_past_month',
      'amazon_price',
      'new_price',
      'fba_price',
      'sub_rank',
      'sub_category',
    ],
  });
}
