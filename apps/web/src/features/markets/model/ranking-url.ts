import {
  MARKET_METRICS,
  MARKET_SHARE_METRICS,
  type MarketMetric,
  type MarketRankingQuery,
  marketRankingQuery,
} from '@asinasin/contract';
import { marketplaceOf, intParam } from '../../../lib/url-codec';
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
  sort: MarketMetric;
  order: 'asc' | 'desc';
  page: number;
  size: number;
  keyword?: string;
}

export const DEFAULT_SORT: MarketMetric = 'units';
export const isShare = (metric: MarketMetric) => MARKET_SHARE_METRICS.includes(metric);

export function readRanking(params: URLSearchParams): RankingState {
  const sort = params.get('sort');
  const ranges: Ranges = {};
  for (const metric of MARKET_METRICS) {
    const min = params.get(`${metric}.min`) ?? undefined;
    const max = params.get(`${metric}.max`) ?? undefined;
    if (min || max) ranges[metric] = { ...(min ? { min } : {}), ...(max ? { max } : {}) };
  }
  const level = params.get('level');
  return {
    tab: params.get('tab') === 'keyword' ? 'keyword' : 'category',
    marketplace: marketplaceOf(params.get('marketplace')),
    parent: params.get('parent')?.trim() || undefined,
    level:
      level && /^\d+$/.test(level) && Number(level) >= 1 && Number(level) <= 12 ? Number(level) : undefined,
    ranges,
    sort: (MARKET_METRICS as readonly (string | null)[]).includes(sort)
      ? (sort as MarketMetric)
      : DEFAULT_SORT,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
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
  if (state.sort !== DEFAULT_SORT || state.order !== 'desc') {
    params.set('sort', state.sort);
    params.set('order', state.order);
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

/** What is wrong with the typed ranges (checked before anything runs). */
export function rangeErrors(ranges: Ranges): RangeError[] {
  const errors: RangeError[] = [];
  for (const metric of MARKET_METRICS) {
    const range = ranges[metric];
    const parsed: Partial<Record<'min' | 'max', number>> = {};
    for (const side of ['min', 'max'] as const) {
      const text = range?.[side]?.trim();
      if (!text) continue;
      const value = Number(text);
      if (!Number.isFinite(value)) errors.push({ metric, side, key: 'notNumber' });
      else if (value < 0) errors.push({ metric, side, key: 'negative' });
      else if (isShare(metric) && value > 100) errors.push({ metric, side, key: 'aboveHundred' });
      else parsed[side] = value;
    }
    if (parsed.min !== undefined && parsed.max !== undefined && parsed.min > parsed.max) {
      errors.push({ metric, side: 'min', key: 'minAboveMax' });
    }
  }
  return errors;
}

/** The call's query of a valid state (shares from per cent to fractions); null when a range is wrong. */
export function rankingQuery(state: RankingState): MarketRankingQuery | null {
  if (rangeErrors(state.ranges).length > 0) return null;
  const query: MarketRankingQuery = {
    marketplace: state.marketplace,
    parent: state.parent,
    level: state.level,
    sort: state.sort,
    order: state.order,
    page: state.page,
    size: state.size,
  };
  for (const metric of MARKET_METRICS) {
    for (const side of ['min', 'max'] as const) {
      const text = state.ranges[metric]?.[side]?.trim();
      if (!text) continue;
      const value = Number(text);
      query[`${metric}${side === 'min' ? 'Min' : 'Max'}`] = isShare(metric) ? value / 100 : value;
    }
  }
  return query;
}
