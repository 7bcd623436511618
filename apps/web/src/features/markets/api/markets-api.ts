import {
  API,
  categoryTreeResponse,
  marketDetailQuery,
  marketDetailResponse,
  marketRankingResponse,
  nicheQuery,
  nicheResponse,
  type MarketDetailQuery,
  type MarketRankingQuery,
  type NicheQuery,
} from '@asinasin/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const rankMarkets = defineCall({ path: API.marketRanking, response: marketRankingResponse, method: 'GET' });
const categoryChildren = defineCall({
  path: API.categoryTree,
  response: categoryTreeResponse,
  method: 'GET',
});
const findNiches = defineCall({ path: API.marketNiches, body: nicheQuery, response: nicheResponse });
const marketDetail = defineCall({
  path: API.marketDetail,
  body: marketDetailQuery,
  response: marketDetailResponse,
});

const KEY = ['research', 'markets'] as const;

/** One page of the category-market ranking; the last page stays on screen while the next loads. */
export function useMarketRanking(query: MarketRankingQuery | null) {
  return useQuery({
    queryKey: [...KEY, 'ranking', query],
    queryFn: ({ signal }) => rankMarkets({ query: { ...query }, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** The children of a category (or the roots), for the category picker. */
export function fetchCategoryChildren(marketplace: string, parent?: string) {
  return categoryChildren({ query: { marketplace, parent } });
}

export function useNiches(query: NicheQuery | null) {
  return useQuery({
    queryKey: [...KEY, 'niches', query],
    queryFn: ({ signal }) => findNiches(query!, { signal }),
    enabled: query !== null,
  });
}

export function useMarketDetail(query: MarketDetailQuery | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', query],
    queryFn: ({ signal }) => marketDetail(query!, { signal }),
    enabled: query !== null,
  });
}
