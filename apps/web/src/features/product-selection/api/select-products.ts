import { productSelectionEndpoints, type ProductSelectionQuery } from '@asinasin/contract';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const selectProducts = defineCall(productSelectionEndpoints.productSelection);

export const SELECTION_KEY = ['research', 'product-selection'] as const;

/** One page of the product selection for `query`. */
export const getProductSelectionQueryOptions = (query: ProductSelectionQuery) =>
  queryOptions({
    queryKey: [...SELECTION_KEY, query] as const,
    queryFn: ({ signal }) => selectProducts(query, { signal }),
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
    // The answer a click fetched (startProductSelection) is the one the table then shows, not a
    // reason to ask again; the catalog changes with imports only, and "search" again refreshes.
    staleTime: 30_000,
  });
}

/**
 * Sends a search at once, from the click: the screen that will show it renders meanwhile, and its
 * useProductSelection finds the request under way instead of starting it after that render.
 */
export function startProductSelection(queryClient: QueryClient, query: ProductSelectionQuery) {
  void queryClient.prefetchQuery(getProductSelectionQueryOptions(query));
}
