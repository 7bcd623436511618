import { productSelectionEndpoints, type ProductSelectionQuery } from '@asinasin/contract';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const selectProducts = defineCall(productSelectionEndpoints.productSelection);

export const SELECTION_KEY = ['research', 'product-selection'] as const;

/**
 * An answer already fetched (by the press of the search button, by the click) is the one shown,
 * not a reason to ask again; the catalog changes with imports only, and "search" again refreshes.
 */
const FRESH_MS = 30_000;

/** One page of the product selection for `query`. */
export const getProductSelectionQueryOptions = (query: ProductSelectionQuery) =>
  queryOptions({
    queryKey: [...SELECTION_KEY, query] as const,
    queryFn: ({ signal }) => selectProducts(query, { signal }),
    staleTime: FRESH_MS,
  });

/**
 * One page of the product selection. `query` null runs nothing (no search yet, a filter to fix, a
 * visitor). While another page or sort loads, the last page stays on screen.
 */
export function useProductSelection(query: ProductSelectionQuery | null) {
  return useQuery({
    queryKey: [...SELECTION_KEY, query],
    queryFn: ({ signal }) =>
      query ? selectProducts(query, { signal }) : Promise.resolve({ rows: [], total: 0 }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: FRESH_MS,
  });
}

/**
 * Sends a search at once, from the click; resolves (never rejects) once it is answered, so the
 * screen that shows it finds the answer, or its error, in the cache.
 */
export function startProductSelection(queryClient: QueryClient, query: ProductSelectionQuery) {
  return queryClient.prefetchQuery(getProductSelectionQueryOptions(query));
}
