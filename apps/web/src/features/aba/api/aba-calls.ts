import {
  abaEndpoints as endpoints,
  type AbaBrowseQuery,
  type AbaMoversQuery,
  type AbaOpportunitiesQuery,
  type AbaProductsQuery,
  type AbaTermQuery,
  type TermsScope,
} from '@asinasin/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const periods = defineCall(endpoints.abaPeriods);
const browse = defineCall(endpoints.abaBrowse);
const movers = defineCall(endpoints.abaMovers);
const opportunities = defineCall(endpoints.abaOpportunities);
const products = defineCall(endpoints.abaProducts);
const term = defineCall(endpoints.abaTerm);

export const ABA_KEY = ['research', 'aba'] as const;

/** The imported departments and periods of a marketplace in a data scope, with their imports. */
export const getAbaPeriodsQueryOptions = (marketplace: string, scope: TermsScope = 'all') =>
  queryOptions({
    queryKey: [...ABA_KEY, 'periods', marketplace, scope] as const,
    queryFn: ({ signal }) => periods({ marketplace, scope }, { signal }),
  });

export function useAbaPeriods(marketplace: string, scope: TermsScope = 'all') {
  return useQuery(getAbaPeriodsQueryOptions(marketplace, scope));
}

/** A paged call's options: `query` null asks nothing (a filter to fix). */
function pagedQueryOptions<Q, R>(
  name: string,
  call: (q: Q, o: { signal: AbortSignal }) => Promise<R>,
  query: Q | null,
) {
  return queryOptions({
    queryKey: [...ABA_KEY, name, query] as const,
    queryFn: ({ signal }) => call(query as Q, { signal }),
    enabled: query !== null,
  });
}

export const getAbaBrowseQueryOptions = (query: AbaBrowseQuery | null) =>
  pagedQueryOptions('browse', browse, query);
export const getAbaMoversQueryOptions = (query: AbaMoversQuery | null) =>
  pagedQueryOptions('movers', movers, query);
export const getAbaOpportunitiesQueryOptions = (query: AbaOpportunitiesQuery | null) =>
  pagedQueryOptions('opportunities', opportunities, query);
export const getAbaProductsQueryOptions = (query: AbaProductsQuery | null) =>
  pagedQueryOptions('products', products, query);
export const getAbaTermQueryOptions = (query: AbaTermQuery | null) => pagedQueryOptions('term', term, query);

/** While another page or sort loads, the last page stays on screen. */
const keepPage = { placeholderData: keepPreviousData };
export const useAbaBrowse = (query: AbaBrowseQuery | null) =>
  useQuery({ ...getAbaBrowseQueryOptions(query), ...keepPage });
export const useAbaMovers = (query: AbaMoversQuery | null) =>
  useQuery({ ...getAbaMoversQueryOptions(query), ...keepPage });
export const useAbaOpportunities = (query: AbaOpportunitiesQuery | null) =>
  useQuery({ ...getAbaOpportunitiesQueryOptions(query), ...keepPage });
export const useAbaProducts = (query: AbaProductsQuery | null) =>
  useQuery({ ...getAbaProductsQueryOptions(query), ...keepPage });
export const useAbaTerm = (query: AbaTermQuery | null) =>
  useQuery({ ...getAbaTermQueryOptions(query), ...keepPage });
