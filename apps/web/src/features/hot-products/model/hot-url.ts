import {
  HOT_PRODUCT_KINDS,
  HOT_PRODUCT_SORTS,
  hotProductsQuery,
  type HotProductKind,
  type HotProductSort,
  type HotProductsInput,
} from '@asinasin/contract';
import { fieldIssues, intParam, marketplaceOf, type FieldOfPath } from '../../../lib/url-codec';
import { isPageSize } from '../../../components/server-table/page-sizes';

/** The filters as typed (text), so a wrong one can be shown on its field. */
export interface HotFilters {
  marketplace: string;
  category: string;
  priceMin: string;
  priceMax: string;
  minRatingCount: string;
}

export interface HotView {
  kind: HotProductKind;
  sort?: HotProductSort;
  order?: 'asc' | 'desc';
  page: number;
  size: number;
}

const FILTER_KEYS = ['category', 'priceMin', 'priceMax', 'minRatingCount'] as const;
export type FilterProblem = 'notNumber' | 'negative' | 'minAboveMax';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

/** `?kind=newEntrants&marketplace=US&category=…&priceMin=5&priceMax=20&minRatingCount=100&sort=price&order=asc&page=2` */
export function readHotSearch(params: URLSearchParams): { filters: HotFilters; view: HotView } {
  const size = Number(params.get('size'));
  const filters: HotFilters = {
    marketplace: marketplaceOf(params.get('marketplace')),
    category: '',
    priceMin: '',
    priceMax: '',
    minRatingCount: '',
  };
  for (const key of FILTER_KEYS) filters[key] = params.get(key) ?? '';
  return {
    filters,
    view: {
      kind: oneOf(HOT_PRODUCT_KINDS, params.get('kind')) ?? 'boughtLeaders',
      sort: oneOf(HOT_PRODUCT_SORTS, params.get('sort')),
      order: oneOf(['asc', 'desc'] as const, params.get('order')),
      page: intParam(params, 'page', hotProductsQuery.shape.page, 1),
      size: isPageSize(size) ? size : 50,
    },
  };
}

export function writeHotSearch(filters: HotFilters, view: HotView): URLSearchParams {
  const params = new URLSearchParams({ kind: view.kind, marketplace: filters.marketplace });
  for (const key of FILTER_KEYS) if (filters[key].trim()) params.set(key, filters[key].trim());
  if (view.sort) params.set('sort', view.sort);
  if (view.order) params.set('order', view.order);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.size !== 50) params.set('size', String(view.size));
  return params;
}

/** Which filter field shows an issue of the query's path (the contract's `price` and `ratingCount`). */
const fieldOf: FieldOfPath = ([top, side]) =>
  top === 'price'
    ? [side === 'max' ? 'priceMax' : 'priceMin']
    : top === 'ratingCount'
      ? ['minRatingCount']
      : undefined;

/** A typed bound: undefined when empty, NaN when not a number (the contract then says so). */
const numberOf = (text: string) => (text.trim() ? Number(text.trim()) : undefined);

/**
 * The problem of each filter field, if any; an empty object when the filters can run. The rules
 * are the contract's (hotProductsQuery): bounds are numbers, not negative, min not above max.
 */
export function checkFilters(filters: HotFilters): Partial<Record<keyof HotFilters, FilterProblem>> {
  const parsed = hotProductsQuery.safeParse({
    price: { min: numberOf(filters.priceMin), max: numberOf(filters.priceMax) },
    ratingCount: { min: numberOf(filters.minRatingCount) },
  });
  const problems: Partial<Record<keyof HotFilters, FilterProblem>> = {};
  if (parsed.success) return problems;
  for (const { name, problem } of fieldIssues(parsed.error, fieldOf)) {
    problems[name[0] as keyof HotFilters] = problem as FilterProblem;
  }
  return problems;
}

/** The call's body, or null when a filter is wrong (nothing runs). */
export function toQuery(filters: HotFilters, view: HotView): HotProductsInput | null {
  if (Object.keys(checkFilters(filters)).length) return null;
  const num = (text: string) => (text.trim() ? Number(text) : undefined);
  const priceMin = num(filters.priceMin);
  const priceMax = num(filters.priceMax);
  const minRatings = num(filters.minRatingCount);
  return {
    kind: view.kind,
    marketplace: filters.marketplace,
    ...(filters.category.trim() ? { category: filters.category.trim() } : {}),
    ...(priceMin !== undefined || priceMax !== undefined ? { price: { min: priceMin, max: priceMax } } : {}),
    ...(minRatings !== undefined ? { ratingCount: { min: minRatings } } : {}),
    ...(view.sort ? { sort: view.sort } : {}),
    ...(view.order ? { order: view.order } : {}),
    page: view.page,
    size: view.size,
  };
}
