import {
  keywordsEndpoints as endpoints,
  type OwnFunnelQuery,
  type OwnTermFunnelQuery,
  type KeywordMineQuery,
  type KeywordReverseQuery,
} from '@asinasin/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { defineCall } from '../../../lib/define-call';

const mine = defineCall(endpoints.keywordMine);
const reverse = defineCall(endpoints.keywordReverse);
const searchThree = defineCall(endpoints.searchThree);
const ownFunnel = defineCall(endpoints.keywordOwnFunnel);
const ownTermFunnel = defineCall(endpoints.keywordOwnTermFunnel);

const KEYWORDS_KEY = ['research', 'keywords'] as const;

/** One page of mined terms; null asks nothing. */
export const getKeywordMineQueryOptions = (query: KeywordMineQuery | null) =>
  queryOptions({
    queryKey: [...KEYWORDS_KEY, 'mine', query] as const,
    queryFn: ({ signal }) => mine(query!, { signal }),
    enabled: query !== null,
  });

/** One page of the terms whose top clicked products include the ASINs; null asks nothing. */
export const getKeywordReverseQueryOptions = (query: KeywordReverseQuery | null) =>
  queryOptions({
    queryKey: [...KEYWORDS_KEY, 'reverse', query] as const,
    queryFn: ({ signal }) => reverse(query!, { signal }),
    enabled: query !== null,
  });

/** Suggestions for the seed box: search terms of the latest period (two characters at least). */
export const getSeedSuggestionsQueryOptions = (field: string, marketplace: string) => {
  const text = field.trim();
  return queryOptions({
    queryKey: [...KEYWORDS_KEY, 'searchThree', marketplace, text] as const,
    queryFn: ({ signal }) => searchThree({ field: text, marketplace }, { signal }),
    enabled: text.length >= 2,
    staleTime: 60_000,
  });
};

/** The last page stays while the next loads. */
export function useKeywordMine(query: KeywordMineQuery | null) {
  return useQuery({ ...getKeywordMineQueryOptions(query), placeholderData: keepPreviousData });
}

export function useKeywordReverse(query: KeywordReverseQuery | null) {
  return useQuery({ ...getKeywordReverseQueryOptions(query), placeholderData: keepPreviousData });
}

/** The seller's own Search Query Performance of one of their ASINs; null asks nothing. */
export function useOwnFunnel(query: OwnFunnelQuery | null) {
  return useQuery({
    queryKey: [...KEYWORDS_KEY, 'own-funnel', query] as const,
    queryFn: ({ signal }) => ownFunnel(query!, { signal }),
    enabled: query !== null,
  });
}

/** The seller's own Search Query Performance of one search query, by their ASIN. */
export function useOwnTermFunnel(query: OwnTermFunnelQuery) {
  return useQuery({
    queryKey: [...KEYWORDS_KEY, 'own-term-funnel', query] as const,
    queryFn: ({ signal }) => ownTermFunnel(query, { signal }),
  });
}

export function useSeedSuggestions(field: string, marketplace: string) {
  return useQuery(getSeedSuggestionsQueryOptions(field, marketplace));
}

/** The whole result as CSV, with the seller's auth header; saved under the server's file name. */
export function downloadMineCsv(query: KeywordMineQuery) {
  return downloadFile(endpoints.keywordMineCsv.path, { body: query, fileName: `keywords-${query.seed}.csv` });
}

export function downloadReverseCsv(query: KeywordReverseQuery) {
  return downloadFile(endpoints.keywordReverseCsv.path, { body: query, fileName: 'reverse-asin.csv' });
}
