import {
  DEFAULT_MARKETPLACE,
  PRODUCT_RANGE_FILTERS,
  type FULFILMENTS,
  type MarketplaceCode,
  type ProductSelectionQuery,
} from '@asinasin/contract';

/**
 * The product selection filters as the form holds them (numbers as the seller typed them, so a
 * non-number can be named instead of silently dropped), their checks and the API query they make.
 * The same values come from the URL (url-state.ts), so one set of checks serves both.
 */

/** The filters that are a `{min, max}` pair, in the order the form shows them (the contract's). */
export const RANGE_FIELDS = PRODUCT_RANGE_FILTERS;
export type RangeField = (typeof RANGE_FIELDS)[number];

/** Values that can go below zero (the contract's `range(false)`): rank moves, growth, new ratings. */
const SIGNED: ReadonlySet<RangeField> = new Set([
  'newRatings30d',
  'bsrGrowth',
  'bsrGrowthRate',
  'salesGrowthRate',
]);
/** Entered in per cent, sent as the API's fractions (25 % → 0.25). */
export const PERCENT_FIELDS: ReadonlySet<RangeField> = new Set(['bsrGrowthRate', 'salesGrowthRate']);

export const FLAG_FIELDS = ['bestSeller', 'amazonsChoice', 'aplus', 'video'] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];
export const TRI_STATES = ['any', 'yes', 'no'] as const;
export type TriState = (typeof TRI_STATES)[number];

export type Fulfilment = (typeof FULFILMENTS)[number];
export interface Bound {
  min?: string;
  max?: string;
}

export type FilterValues = {
  marketplace: MarketplaceCode;
  category?: string;
  keyword?: string;
  excludeKeywords?: string;
  sellerCountries?: string[];
  fulfilment?: Fulfilment[];
  sizeTiers?: string[];
} & Partial<Record<RangeField, Bound>> &
  Partial<Record<FlagField, TriState>>;

/** The contract's limits on the text and list filters. */
export const LIMITS = {
  category: 1000,
  keywords: 500,
  sellerCountries: 50,
  sizeTiers: 20,
  sizeTier: 60,
} as const;

export const DEFAULT_VALUES: FilterValues = { marketplace: DEFAULT_MARKETPLACE };

export type FilterErrorKey = 'notNumber' | 'negative' | 'minAboveMax' | 'country' | 'tooMany' | 'tooLong';
export interface FilterError {
  /** the form field: `['price', 'min']`, `['sellerCountries']` */
  name: string[];
  key: FilterErrorKey;
  params?: Record<string, number>;
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A typed bound: undefined when empty, NaN when not a plain decimal number ("1e3", "12abc"). */
export function parseBound(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  return NUMBER.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const COUNTRY = /^[A-Z]{2}$/;
const normaliseCountry = (code: string) => code.trim().toUpperCase();

function rangeErrors(field: RangeField, bound: Bound | undefined): FilterError[] {
  const errors: FilterError[] = [];
  const values: Partial<Record<'min' | 'max', number>> = {};
  for (const side of ['min', 'max'] as const) {
    const value = parseBound(bound?.[side]);
    if (value === undefined) continue;
    if (Number.isNaN(value)) errors.push({ name: [field, side], key: 'notNumber' });
    else if (value < 0 && !SIGNED.has(field)) errors.push({ name: [field, side], key: 'negative' });
    else values[side] = value;
  }
  if (values.min !== undefined && values.max !== undefined && values.min > values.max) {
    errors.push({ name: [field, 'min'], key: 'minAboveMax' });
  }
  return errors;
}

/** Every problem of the filters, each on the field that has it; empty when the search can run. */
export function validateFilters(values: FilterValues): FilterError[] {
  const errors = RANGE_FIELDS.flatMap((field) => rangeErrors(field, values[field]));
  const tooLong = (name: 'category' | 'keyword' | 'excludeKeywords', max: number) => {
    if ((values[name]?.trim().length ?? 0) > max)
      errors.push({ name: [name], key: 'tooLong', params: { max } });
  };
  tooLong('category', LIMITS.category);
  tooLong('keyword', LIMITS.keywords);
  tooLong('excludeKeywords', LIMITS.keywords);
  const countries = values.sellerCountries ?? [];
  if (countries.some((code) => !COUNTRY.test(normaliseCountry(code)))) {
    errors.push({ name: ['sellerCountries'], key: 'country' });
  } else if (countries.length > LIMITS.sellerCountries) {
    errors.push({ name: ['sellerCountries'], key: 'tooMany', params: { max: LIMITS.sellerCountries } });
  }
  const tiers = values.sizeTiers ?? [];
  if (tiers.some((tier) => tier.trim().length > LIMITS.sizeTier)) {
    errors.push({ name: ['sizeTiers'], key: 'tooLong', params: { max: LIMITS.sizeTier } });
  } else if (tiers.length > LIMITS.sizeTiers) {
    errors.push({ name: ['sizeTiers'], key: 'tooMany', params: { max: LIMITS.sizeTiers } });
  }
  return errors;
}

/** The sort, order and page of a search: what the table changes without touching the filters. */
export interface ResultView {
  sort: ProductSelectionQuery['sort'];
  order: ProductSelectionQuery['order'];
  page: number;
  size: number;
}
export const DEFAULT_VIEW: ResultView = { sort: 'bsr', order: 'asc', page: 1, size: 50 };

const text = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};
const list = <T extends string>(values: T[] | undefined, map: (value: T) => T = (v) => v) => {
  const cleaned = [...new Set((values ?? []).map((v) => map(v.trim() as T)).filter((v) => v !== ''))];
  return cleaned.length ? cleaned : undefined;
};

/** The API query of filters that passed validateFilters. */
export function toQuery(values: FilterValues, view: ResultView): ProductSelectionQuery {
  const query: ProductSelectionQuery = {
    marketplace: values.marketplace,
    category: text(values.category),
    keyword: text(values.keyword),
    excludeKeywords: text(values.excludeKeywords),
    sellerCountries: list(values.sellerCountries, normaliseCountry),
    fulfilment: list(values.fulfilment),
    sizeTiers: list(values.sizeTiers),
    ...view,
  };
  for (const field of RANGE_FIELDS) {
    const scale = PERCENT_FIELDS.has(field) ? 100 : 1;
    const min = parseBound(values[field]?.min);
    const max = parseBound(values[field]?.max);
    if (min === undefined && max === undefined) continue;
    query[field] = {
      ...(min === undefined ? {} : { min: min / scale }),
      ...(max === undefined ? {} : { max: max / scale }),
    };
  }
  for (const flag of FLAG_FIELDS) {
    const state = values[flag];
    if (state === 'yes' || state === 'no') query[flag] = state === 'yes';
  }
  return query;
}
