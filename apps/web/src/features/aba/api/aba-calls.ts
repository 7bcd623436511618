import {
  API,
  abaBrowseQuery,
  abaMoversQuery,
  abaMoversResponse,
  abaOpportunitiesQuery,
  abaPeriodsQuery,
  abaPeriodsResponse,
  abaProductsQuery,
  abaProductsResponse,
  abaTermQuery,
  abaTermResponse,
  abaTermsResponse,
  type AbaBrowseQuery,
  type AbaMoversQuery,
  type AbaOpportunitiesQuery,
  type AbaProductsQuery,
  type AbaTermQuery,
} from '@asinasin/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const periods = defineCall({ path: API.abaPeriods, body: abaPeriodsQuery, response: abaPeriodsResponse });
const browse = defineCall({ path: API.abaBrowse, body: abaBrowseQuery, response: abaTermsResponse });
const movers = defineCall({ path: API.abaMovers, body: abaMoversQuery, response: abaMoversResponse });
const opportunities = defineCall({
  path: API.abaOpportunities,
  body: abaOpportunitiesQuery,
  response: abaTermsResponse,
});
const products = defineCall({ path: API.abaProducts, body: abaProductsQuery, response: abaProductsResponse });
const term = defineCall({ path: API.abaTerm, body: abaTermQuery, response: abaTermResponse });

export const ABA_KEY = ['research', 'aba'] as const;

/** The imported departments and periods of a marketplace, with their imports. */
export function useAbaPeriods(marketplace: string) {
  return useQuery({
    queryKey: [...ABA_KEY, 'periods', marketplace],
    queryFn: ({ signal }) => periods({ marketplace }, { signal }),
  });
}

/**
 * A paged call: `query` null runs nothing (a filter to fix). While another page or sort loads,
 * the last page stays on screen.
 */
function usePaged<Q, R>(
  name: string,
  call: (q: Q, o: { signal: AbortSignal }) => Promise<R>,
  query: Q | null,
) {
  return useQuery({
    queryKey: [...ABA_KEY, name, query],
    queryFn: ({ signal }) => call(query as Q, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export const useAbaBrowse = (query: AbaBrowseQuery | null) => usePaged('browse', browse, query);
export const useAbaMovers = (query: AbaMoversQuery | null) => usePaged('movers', movers, query);
export const useAbaOpportunities = (query: AbaOpportunitiesQuery | null) =>
  usePaged('opportunities', opportunities, query);
export const useAbaProducts = (query: AbaProductsQuery | null) => usePaged('products', products, query);
export const useAbaTerm = (query: AbaTermQuery | null) => usePaged('term', term, query);
