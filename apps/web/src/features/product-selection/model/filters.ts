import {
  DEFAULT_MARKETPLACE,
  PRODUCT_RANGE_FILTERS,
  type FULFILMENTS,
  type MarketplaceCode,
  productSelectionQuery,
  type ProductSelectionQuery,
} from '@asinasin/contract';
import type { z } from 'zod';
import { fieldIssues, type FieldOfPath } from '../../../lib/url-codec';

/**
 * The product selection filters as the form holds them (numbers as the seller typed them, so a
 * non-number can be named instead of silently dropped), their checks and the API query they make.
 * The same values come from the URL (url-state.ts), so one set of checks serves both.
 */

/** The filters that are a `{min, max}` pair, in the order the form shows them (the contract's). */
export const RANGE_FIELDS = PRODUCT_RANGE_FILTERS;
export type RangeField = (typeof RANGE_FIELDS)[number];

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
  /** a product source (decisions/0061); empty or absent: all sources */
  source?: string;
} & Partial<Record<RangeField, Bound>> &
  Partial<Record<FlagField, TriState>>;

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

const normaliseCountry = (code: string) => code.trim().toUpperCase();

/** The filters as the contract's query sees them, with a non-number as NaN so the contract names it. */
function candidate(values: FilterValues): Record<string, unknown> {
  const query: Record<string, unknown> = {
    category: values.category,
    keyword: values.keyword,
    excludeKeywords: values.excludeKeywords,
    sellerCountries: values.sellerCountries?.map(normaliseCountry),
    // an empty tier is dropped, not refused (toQuery)
    sizeTiers: values.sizeTiers?.filter((tier) => tier.trim() !== ''),
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
  return query;
}

/** Ranges first, then the text boxes, then the lists: the order the form shows them. */
const LISTS = ['sellerCountries', 'sizeTiers'];
const group = (name: string) =>
  (RANGE_FIELDS as readonly string[]).includes(name) ? 0 : LISTS.includes(name) ? 2 : 1;

/** A list's own problem: one bad entry (a country, a tier too long) before too many entries. */
function listError(name: 'sellerCountries' | 'sizeTiers', issues: z.core.$ZodIssue[]): FilterError {
  const entry = issues.find((issue) => issue.path.length > 1);
  if (entry && name === 'sellerCountries') return { name: [name], key: 'country' };
  const issue = entry ?? issues[0]!;
  const max = issue.code === 'too_big' ? Number(issue.maximum) : 0;
  return { name: [name], key: entry ? 'tooLong' : 'tooMany', params: { max } };
}

/**
 * Every problem of the filters, each on the field that has it; empty when the search can run. The
 * rules are the contract's (productSelectionQuery): bounds, lengths, signs, min not above max.
 */
export function validateFilters(values: FilterValues): FilterError[] {
  const parsed = productSelectionQuery.safeParse(candidate(values));
  if (parsed.success) return [];
  const lists = new Map<'sellerCountries' | 'sizeTiers', z.core.$ZodIssue[]>();
  const errors: FilterError[] = [];
  const fieldOf: FieldOfPath = ([top, side]) => {
    if (top === undefined || top === 'sellerCountries' || top === 'sizeTiers') return undefined;
    return (RANGE_FIELDS as readonly PropertyKey[]).includes(top)
      ? [String(top), String(side)]
      : [String(top)];
  };
  for (const issue of parsed.error.issues) {
    const top = issue.path[0];
    if (top === 'sellerCountries' || top === 'sizeTiers') lists.set(top, [...(lists.get(top) ?? []), issue]);
  }
  for (const { name, problem, issue } of fieldIssues(parsed.error, fieldOf)) {
    const key = problem as FilterErrorKey;
    errors.push(
      key === 'tooLong' && issue.code === 'too_big'
        ? { name, key, params: { max: Number(issue.maximum) } }
        : { name, key },
    );
  }
  for (const [name, issues] of lists) errors.push(listError(name, issues));
  return errors.sort((a, b) => group(a.name[0]!) - group(b.name[0]!));
}

/**
 * The sort, order and page of a search: what the table changes without touching the filters. No
 * sort lets the server choose the most telling column with data, and say which (decisions/0038).
 */
export interface ResultView {
  sort?: ProductSelectionQuery['sort'];
  order?: ProductSelectionQuery['order'];
  page: number;
  size: number;
}
export const DEFAULT_VIEW: ResultView = { page: 1, size: 50 };

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
    source: text(values.source),
    page: view.page,
    size: view.size,
    ...(view.sort ? { sort: view.sort, ...(view.order ? { order: view.order } : {}) } : {}),
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
