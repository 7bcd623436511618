import type { MissingReason } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import {
  CONCENTRATION_TOP,
  NEW_PRODUCT_MONTHS,
  queryMarket,
  SAMPLE_SIZE,
  type Market,
  type MarketRow,
} from './market-query.js';

export type { Market } from './market-query.js';

type Unknown = { value: null; reason: MissingReason; reasonParams?: Record<string, string | number> };
/**
 * A value the data gives, or null with the reason it cannot (never a made-up number). Reasons are
 * message keys the web says in the seller's language (markets.why.*).
 */
export type Known<T> = { value: T } | Unknown;
export type Figure = Known<number>;

type Top = `top${(typeof CONCENTRATION_TOP)[number]}`;
type Months = `months${(typeof NEW_PRODUCT_MONTHS)[number]}`;

export interface PriceBand {
  /** the band holds prices from `from` up to, not including, `to` (the last one includes it) */
  from: number;
  to: number;
  products: number;
  unitsShare: Figure;
}

export interface MarketMetrics {
  marketplace: string;
  market: Market;
  sample: { rule: string; products: number; ranked: number; marketProducts: number };
  /** the date "new" is measured from: the data's, never the wall clock's */
  asOf: Known<string> & { rule: string };
  units: { basis: string; withEstimate: number; withoutEstimate: number };
  /** Amazon's own "bought in past month": a lower bound, never mixed with the estimates */
  amazonReported: { boughtPastMonthSum: Figure; products: number };
  concentration: Record<'product' | 'brand' | 'seller', Record<Top, Figure>>;
  newProducts: { known: number } & Record<Months, { productShare: Figure; unitsShare: Figure }>;
  fulfilment: Record<'FBA' | 'FBM' | 'AMZ' | 'unknown', Figure>;
  sellerCountry: { known: number; shares: Known<{ country: string; products: number; share: number }[]> };
  aplus: { known: number; share: Figure };
  video: { known: number; share: Figure };
  average: { currency: string | null; price: Figure; rating: Figure; ratingCount: Figure };
  priceBands: { rule: string; bands: Known<PriceBand[]> };
}

const SAMPLE_RULE = `the market's ${SAMPLE_SIZE} best root-category Best Sellers Ranks; when fewer products have one, products without a rank follow, most ratings first`;
const AS_OF_RULE = "the newest snapshot of the sample's products";
const UNITS_BASIS = 'products.sales_30d: estimated units in the last 30 days (the BSR sales model)';
const BANDS_RULE =
  "edges at the 20th, 40th, 60th and 80th percentiles of the sample's prices, rounded to two significant digits";

const known = <T>(value: T): Known<T> => ({ value });
const unknown = (reason: MissingReason, reasonParams?: Unknown['reasonParams']): Unknown =>
  reasonParams ? { value: null, reason, reasonParams } : { value: null, reason };
const share = (part: number, whole: number, reason: MissingReason): Figure =>
  whole > 0 ? known(part / whole) : unknown(reason);

function concentration(
  units: number[] | null,
  row: MarketRow,
  names: { known: number; reason: MissingReason } | null,
): Record<Top, Figure> {
  const total = row.units ?? 0;
  const tops = Object.fromEntries(
    CONCENTRATION_TOP.map((n) => {
      let figure: Figure;
      if (total <= 0) figure = unknown(row.products === 0 ? 'noSample' : 'noUnits');
      else if (names && names.known * 2 < row.with_units) {
        figure = unknown(names.reason, { known: names.known, total: row.with_units });
      } else figure = known((units ?? []).slice(0, n).reduce((sum, u) => sum + u, 0) / total);
      return [`top${n}`, figure];
    }),
  );
  return tops as Record<Top, Figure>;
}

function newProducts(row: MarketRow, asOf: Known<string>): MarketMetrics['newProducts'] {
  const entries = NEW_PRODUCT_MONTHS.map((months, i) => {
    const counted = row.new_products[i]!;
    const why: Unknown | null =
      asOf.value === null ? asOf : row.first_available_known === 0 ? unknown('noFirstAvailable') : null;
    const figures = why
      ? { productShare: why, unitsShare: why }
      : {
          productShare: known(counted.products / row.first_available_known),
          unitsShare: share(counted.units ?? 0, row.first_available_units ?? 0, 'noUnitsWithDate'),
        };
    return [`months${months}`, figures];
  });
  return { known: row.first_available_known, ...Object.fromEntries(entries) } as MarketMetrics['newProducts'];
}

function priceBands(row: MarketRow, currencyProblem: Unknown | null): Known<PriceBand[]> {
  if (currencyProblem) return currencyProblem;
  if (row.price_low === null || row.price_high === null) return unknown('noPrice');
  const bounds = [row.price_low, ...(row.price_edges ?? []), row.price_high];
  const bandUnits = (row.price_bands ?? []).reduce((sum, b) => sum + (b.units ?? 0), 0);
  const bands = bounds.slice(0, -1).map((from, i) => {
    const band = row.price_bands?.find((b) => b.band === i);
    return {
      from,
      to: bounds[i + 1]!,
      products: band?.products ?? 0,
      unitsShare: share(band?.units ?? 0, bandUnits, 'noPricedUnits'),
    };
  });
  return known(bands);
}

/**
 * Market metrics over a category node or a keyword of one marketplace, computed on the market's
 * top 100 by root BSR (docs/data/estimates.md, "Market metrics"). Units are the estimated 30-day
 * sales of the products (sales_30d); Amazon's "bought in past month" stays apart, as a lower bound.
 */
export async function marketMetrics(
  catalog: CatalogQueries,
  marketplace: string,
  market: Market,
): Promise<MarketMetrics> {
  const row = await queryMarket(catalog, marketplace, market);
  const n = row.products;
  const asOf: Known<string> = row.as_of
    ? known(row.as_of.toISOString().slice(0, 10))
    : unknown(n === 0 ? 'noSample' : 'noSnapshot');
  const currencies = row.currencies ?? [];
  const currencyProblem =
    currencies.length > 1 ? unknown('currencies', { currencies: currencies.join(', ') }) : null;
  const ofSample = (part: number) => share(part, n, 'noSample');
  const average = (value: number | null, reason: MissingReason): Figure =>
    value === null ? unknown(n === 0 ? 'noSample' : reason) : known(value);
  const countries = row.countries ?? [];
  const countriesKnown = countries.reduce((sum, c) => sum + c.products, 0);

  return {
    marketplace,
    market,
    sample: { rule: SAMPLE_RULE, products: n, ranked: row.ranked, marketProducts: row.market_products },
    asOf: { ...asOf, rule: AS_OF_RULE },
    units: { basis: UNITS_BASIS, withEstimate: row.with_units, withoutEstimate: n - row.with_units },
    amazonReported: {
      boughtPastMonthSum: row.bought_sum === null ? unknown('noBought') : known(row.bought_sum),
      products: row.bought_known,
    },
    concentration: {
      product: concentration(row.product_units, row, null),
      brand: concentration(row.brand_units, row, { known: row.brand_known, reason: 'brandsFew' }),
      seller: concentration(row.seller_units, row, { known: row.seller_known, reason: 'sellersFew' }),
    },
    newProducts: newProducts(row, asOf),
    fulfilment: {
      FBA: ofSample(row.fba),
      FBM: ofSample(row.fbm),
      AMZ: ofSample(row.amz),
      unknown: ofSample(n - row.fba - row.fbm - row.amz),
    },
    sellerCountry: {
      known: countriesKnown,
      shares:
        countriesKnown === 0
          ? unknown(n === 0 ? 'noSample' : 'noSellerCountry')
          : known(countries.map((c) => ({ ...c, share: c.products / countriesKnown }))),
    },
    aplus: {
      known: row.aplus_known,
      share: share(row.aplus, row.aplus_known, 'noAplusInfo'),
    },
    video: {
      known: row.video_known,
      share: share(row.video, row.video_known, 'noVideoInfo'),
    },
    average: {
      currency: currencies.length === 1 ? currencies[0]! : null,
      price: currencyProblem ?? average(row.price_avg, 'noPrice'),
      rating: average(row.rating_avg, 'noRating'),
      ratingCount: average(row.rating_count_avg, 'noRatingCount'),
    },
    priceBands: { rule: BANDS_RULE, bands: priceBands(row, currencyProblem) },
  };
}
