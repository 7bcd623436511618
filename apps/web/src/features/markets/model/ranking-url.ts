import {
  MARKET_METRICS,
  MARKET_SHARE_METRICS,
  type MarketMetric,
  type MarketRankingQuery,
  marketRankingQuery,
} from '@asinasin/contract';
import {
  fieldIssues,
  intParam,
  marketplaceOf,
  type FieldOfPath,
  type FieldProblem,
} from '../../../lib/url-codec';
import { PAGE_SIZES } from '../../../components/server-table/page-sizes';

/**
 * The hot-market page's state in the address bar, so a ranking can be bookmarked and shared:
 * `?tab=category&marketplace=US&parent=Toys%20%26%20Games&units.min=500&newShare.min=20&sort=units&order=desc&page=2`
 * or `?tab=keyword&marketplace=US&keyword=garlic`. Range values are as typed (shares in per cent).
 */
export type Tab = 'category' | 'keyword';
export type Ranges = Partial<Record<MarketMetric, { min?: string; max?: string }>>;

export interface RankingState {
  tab: Tab;
  marketplace: string;
  parent?: string;
  level?: number;
  ranges: Ranges;
  /** none: the server picks the default sort and says which (decisions/0038) */
  sort?: MarketMetric;
  order?: 'asc' | 'desc';
  page: number;
  size: number;
  keyword?: string;
}

export const isShare = (metric: MarketMetric) => MARKET_SHARE_METRICS.includes(metric);

export function readRanking(params: URLSearchParams): RankingState {
  const sort = params.get('sort');
  const ranges: Ranges = {};
  for (const metric of MARKET_METRICS) {
    const min = params.get(`${metric}.min`) ?? undefined;
    const max = params.get(`${metric}.max`) ?? undefined;
    if (min || max) ranges[metric] = { ...(min ? { min } : {}), ...(max ? { max } : {}) };
  }
  return {
    tab: params.get('tab') === 'keyword' ? 'keyword' : 'category',
    marketplace: marketplaceOf(params.get('marketplace')),
    parent: params.get('parent')?.trim() || undefined,
    level: intParam(params, 'level', marketRankingQuery.shape.level),
    ranges,
    ...((MARKET_METRICS as readonly (string | null)[]).includes(sort)
      ? {
          sort: sort as MarketMetric,
          order: params.get('order') === 'asc' ? ('asc' as const) : ('desc' as const),
        }
      : {}),
    page: intParam(params, 'page', marketRankingQuery.shape.page, 1),
    size: intParam(params, 'size', marketRankingQuery.shape.size, PAGE_SIZES[0]),
    keyword: params.get('keyword')?.trim() || undefined,
  };
}

export function writeRanking(state: RankingState): URLSearchParams {
  const params = new URLSearchParams({ marketplace: state.marketplace });
  if (state.tab === 'keyword') {
    params.set('tab', 'keyword');
    if (state.keyword) params.set('keyword', state.keyword);
    return params;
  }
  if (state.parent) params.set('parent', state.parent);
  if (state.level) params.set('level', String(state.level));
  for (const metric of MARKET_METRICS) {
    for (const side of ['min', 'max'] as const) {
      const value = state.ranges[metric]?.[side]?.trim();
      if (value) params.set(`${metric}.${side}`, value);
    }
  }
  if (state.sort) {
    params.set('sort', state.sort);
    params.set('order', state.order ?? 'desc');
  }
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.size !== PAGE_SIZES[0]) params.set('size', String(state.size));
  return params;
}

export type RangeError = {
  metric: MarketMetric;
  side: 'min' | 'max';
  key: 'notNumber' | 'negative' | 'minAboveMax' | 'aboveHundred';
};

const KEYS: Partial<Record<FieldProblem, RangeError['key']>> = {
  negative: 'negative',
  tooBig: 'aboveHundred',
  minAboveMax: 'minAboveMax',
};

/** `unitsMin` → ['units', 'min']: the form field of a bound of the query. */
const fieldOf: FieldOfPath = ([key]) => {
  const match = /^(.+)(Min|Max)$/.exec(String(key));
  if (!match || !(MARKET_METRICS as readonly string[]).includes(match[1]!)) return undefined;
  return [match[1]!, match[2] === 'Min' ? 'min' : 'max'];
};

/** The typed bounds as the contract's query takes them (shares per cent → fraction); NaN when not a number. */
function boundsOf(ranges: Ranges): Partial<Record<`${MarketMetric}${'Min' | 'Max'}`, number>> {
  const bounds: Partial<Record<`${MarketMetric}${'Min' | 'Max'}`, number>> = {};
  for (const metric of MARKET_METRICS) {
    for (const side of ['min', 'max'] as const) {
      const text = ranges[metric]?.[side]?.trim();
      if (!text) continue;
      const value = Number(text);
      bounds[`${metric}${side === 'min' ? 'Min' : 'Max'}`] = isShare(metric) ? value / 100 : value;
    }
  }
  return bounds;
}

/** The issues of one parse of the bounds as form errors. */
function errorsOf(bounds: ReturnType<typeof boundsOf>): RangeError[] {
  const parsed = marketRankingQuery.safeParse(bounds);
  if (parsed.success) return [];
  return fieldIssues(parsed.error, fieldOf).map(({ name, problem }) => ({
    metric: name[0] as MarketMetric,
    side: name[1] as 'min' | 'max',
    key: KEYS[problem] ?? 'notNumber',
  }));
}

/**
 * What is wrong with the typed ranges (checked before anything runs), by the contract's rules. The
 * contract checks min ≤ max only once every bound is a number, so the bounds it refused are left out
 * for a second look: a form shows every problem at once.
 */
export function rangeErrors(ranges: Ranges): RangeError[] {
  const bounds = boundsOf(ranges);
  const first = errorsOf(bounds);
  if (first.length === 0) return [];
  const rest = { ...bounds };
  for (const { metric, side } of first) delete rest[`${metric}${side === 'min' ? 'Min' : 'Max'}`];
  const place = (error: RangeError) => MARKET_METRICS.indexOf(error.metric);
  return [...first, ...errorsOf(rest)].sort((a, b) => place(a) - place(b));
}

/** The call's query of a valid state (shares from per cent to fractions); null when a range is wrong. */
export function rankingQuery(state: RankingState): MarketRankingQuery | null {
  if (rangeErrors(state.ranges).length > 0) return null;
  const query: MarketRankingQuery = {
    marketplace: state.marketplace,
    parent: state.parent,
    level: state.level,
    ...(state.sort ? { sort: state.sort, order: state.order ?? 'desc' } : {}),
    page: state.page,
    size: state.size,
  };
  return { ...query, ...boundsOf(state.ranges) };
}
