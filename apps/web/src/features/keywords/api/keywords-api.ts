import {
  API,
  keywordMineQuery,
  keywordMineResponse,
  keywordReverseQuery,
  keywordReverseResponse,
  searchThreeQuery,
  searchThreeResponse,
  type KeywordMineQuery,
  type KeywordReverseQuery,
} from '@asinasin/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { defineCall } from '../../../lib/define-call';

const mine = defineCall({ path: API.keywordMine, body: keywordMineQuery, response: keywordMineResponse });
const reverse = defineCall({
  path: API.keywordReverse,
  body: keywordReverseQuery,
  response: keywordReverseResponse,
});
const searchThree = defineCall({
  path: API.searchThree,
  body: searchThreeQuery,
  response: searchThreeResponse,
});

/** One page of mined terms; null runs nothing. The last page stays while the next loads. */
export function useKeywordMine(query: KeywordMineQuery | null) {
  return useQuery({
    queryKey: ['research', 'keywords', 'mine', query],
    queryFn: ({ signal }) => mine(query!, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useKeywordReverse(query: KeywordReverseQuery | null) {
  return useQuery({
    queryKey: ['research', 'keywords', 'reverse', query],
    queryFn: ({ signal }) => reverse(query!, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Suggestions for the seed box: search terms of the latest period (two characters at least). */
export function useSeedSuggestions(field: string, marketplace: string) {
  const text = field.trim();
  return useQuery({
    queryKey: ['research', 'keywords', 'searchThree', marketplace, text],
    queryFn: ({ signal }) => searchThree({ field: text, marketplace }, { signal }),
    enabled: text.length >= 2,
    staleTime: 60_000,
  });
}

/** The whole result as CSV, with the seller's auth header; saved under the server's file name. */
export function downloadMineCsv(query: KeywordMineQuery) {
  return downloadFile(API.keywordMineCsv, { body: query, fileName: `keywords-${query.seed}.csv` });
}

export function downloadReverseCsv(query: KeywordReverseQuery) {
  return downloadFile(API.keywordReverseCsv, { body: query, fileName: 'reverse-asin.csv' });
}
