import {
  marketsEndpoints as endpoints,
  productSelectionEndpoints,
  type MarketDetailQuery,
  type MarketRankingQuery,
  type NicheQuery,
} from '@asinasin/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const rankMarkets = defineCall(endpoints.marketRanking);
const categoryChildren = defineCall(endpoints.categoryTree);
const findNiches = defineCall(endpoints.marketNiches);
const marketDetail = defineCall(endpoints.marketDetail);

const KEY = ['research', 'markets'] as const;

/** One page of the category-market ranking; null asks nothing. */
export const getMarketRankingQueryOptions = (query: MarketRankingQuery | null) =>
  queryOptions({
    queryKey: [...KEY, 'ranking', query] as const,
    queryFn: ({ signal }) => rankMarkets(query!, { signal }),
    enabled: query !== null,
  });

export const getNichesQueryOptions = (query: NicheQuery | null) =>
  queryOptions({
    queryKey: [...KEY, 'niches', query] as const,
    queryFn: ({ signal }) => findNiches(query!, { signal }),
    enabled: query !== null,
  });

export const getMarketDetailQueryOptions = (query: MarketDetailQuery | null) =>
  queryOptions({
    queryKey: [...KEY, 'detail', query] as const,
    queryFn: ({ signal }) => marketDetail(query!, { signal }),
    enabled: query !== null,
  });

/** The last page stays on screen while the next loads. */
export function useMarketRanking(query: MarketRankingQuery | null) {
  return useQuery({ ...getMarketRankingQueryOptions(query), placeholderData: keepPreviousData });
}

/** The children of a category (or the roots), for the category picker. */
export function fetchCategoryChildren(marketplace: string, parent?: string) {
  return categoryChildren({ marketplace, parent } as Parameters<typeof categoryChildren>[0]);
}

export function useNiches(query: NicheQuery | null) {
  return useQuery(getNichesQueryOptions(query));
}

export function useMarketDetail(query: MarketDetailQuery | null) {
  return useQuery(getMarketDetailQueryOptions(query));
}

const readCoverage = defineCall(productSelectionEndpoints.catalogCoverage);

/**
 * What a marketplace's markets hold for each ranking metric (decisions/0038); null asks nothing. It
 * changes with imports only: one read per marketplace and visit is enough.
 */
export function useMarketCoverage(marketplace: string | null) {
  return useQuery({
    queryKey: ['research', 'catalog-coverage', marketplace] as const,
    queryFn: ({ signal }) => readCoverage({ marketplace: marketplace! }, { signal }),
    enabled: marketplace !== null,
    staleTime: 5 * 60_000,
    select: (coverage) => coverage.markets,
  });
}
