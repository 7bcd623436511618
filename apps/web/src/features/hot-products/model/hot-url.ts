import {
  DEFAULT_MARKETPLACE,
  HOT_PRODUCT_KINDS,
  HOT_PRODUCT_SORTS,
  MARKETPLACES,
  type HotProductKind,
  type HotProductSort,
  type HotProductsInput,
} from '@asinasin/contract';
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
  const marketplace = params.get('marketplace');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const filters: HotFilters = {
    marketplace: MARKETPLACES.some((m) => m.code === marketplace) ? marketplace! : DEFAULT_MARKETPLACE,
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
      page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
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

/** The problem of each filter field, if any; an empty object when the filters can run. */
export function checkFilters(filters: HotFilters): Partial<Record<keyof HotFilters, FilterProblem>> {
  const problems: Partial<Record<keyof HotFilters, FilterProblem>> = {};
  const numbers: Partial<Record<keyof HotFilters, number>> = {};
  for (const key of ['priceMin', 'priceMax', 'minRatingCount'] as const) {
    const text = filters[key].trim();
    if (!text) continue;
    const value = Number(text);
    if (!Number.isFinite(value)) problems[key] = 'notNumber';
    else if (value < 0) problems[key] = 'negative';
    else numbers[key] = value;
  }
  if (
    numbers.priceMin !== undefined &&
    numbers.priceMax !== undefined &&
    numbers.priceMin > numbers.priceMax
  ) {
    problems.priceMin = 'minAboveMax';
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
