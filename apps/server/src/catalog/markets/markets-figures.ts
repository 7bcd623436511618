import type { MarketFigures } from '@asinasin/contract';

/** A row of category_markets or of the niches' statement: the ranking figures in SQL's names. */
export interface FiguresRow {
  products: number;
  sample: number;
  units: number | null;
  units_low: number | null;
  units_high: number | null;
  with_units: number;
  bought_past_month: number | null;
  bought_known: number;
  price: number | null;
  currency: string | null;
  rating: number | null;
  rating_count: number | null;
  concentration_basis: 'units' | 'ratings' | null;
  brand_top3: number | null;
  brand_top10: number | null;
  brand_known: number;
  new_share: number | null;
  first_available_known: number;
  as_of: Date | null;
  fba_share: number | null;
  fulfilment_known: number;
  aplus_share: number | null;
  aplus_known: number;
}

const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** The contract's figures from a row: shares to 4 decimals, averages to 2, units whole. */
export function toFigures(row: FiguresRow): MarketFigures {
  return {
    products: row.products,
    sample: row.sample,
    units: round(row.units, 0),
    unitsLow: round(row.units_low, 0),
    unitsHigh: round(row.units_high, 0),
    withUnits: row.with_units,
    boughtPastMonth: row.bought_past_month,
    boughtKnown: row.bought_known,
    price: round(row.price, 2),
    currency: row.currency,
    rating: round(row.rating, 2),
    ratingCount: round(row.rating_count, 0),
    concentrationBasis: row.concentration_basis,
    brandTop3: round(row.brand_top3, 4),
    brandTop10: round(row.brand_top10, 4),
    brandKnown: row.brand_known,
    newShare: round(row.new_share, 4),
    firstAvailableKnown: row.first_available_known,
    asOf: row.as_of ? row.as_of.toISOString().slice(0, 10) : null,
    fbaShare: round(row.fba_share, 4),
    fulfilmentKnown: row.fulfilment_known,
    aplusShare: round(row.aplus_share, 4),
    aplusKnown: row.aplus_known,
  };
}

/** A market without products: every count zero, every figure unknown. */
export const EMPTY_FIGURES: MarketFigures = toFigures({
  products: 0,
  sample: 0,
  units: null,
  units_low: null,
  units_high: null,
  with_units: 0,
  bought_past_month: null,
  bought_known: 0,
  price: null,
  currency: null,
  rating: null,
  rating_count: null,
  concentration_basis: null,
  brand_top3: null,
  brand_top10: null,
  brand_known: 0,
  new_share: null,
  first_available_known: 0,
  as_of: null,
  fba_share: null,
  fulfilment_known: 0,
  aplus_share: null,
  aplus_known: 0,
});
