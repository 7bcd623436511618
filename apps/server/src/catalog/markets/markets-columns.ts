import type { MarketMetric } from '@asinasin/contract';

/** Each ranking metric as its column of category_markets. */
export const MARKET_COLUMN: Record<MarketMetric, string> = {
  products: 'products',
  units: 'units',
  boughtPastMonth: 'bought_past_month',
  price: 'price',
  rating: 'rating',
  ratingCount: 'rating_count',
  brandTop3: 'brand_top3',
  brandTop10: 'brand_top10',
  newShare: 'new_share',
  fbaShare: 'fba_share',
  aplusShare: 'aplus_share',
};
