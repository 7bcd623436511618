import {
  API,
  productSelectionQuery,
  productSelectionResponse,
  type ProductSelectionQuery,
} from '@asinasin/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const selectProducts = defineCall({
  path: API.productSelection,
  body: productSelectionQuery,
  response: productSelectionResponse,
});

export const SELECTION_KEY = ['research', 'product-selection'] as const;

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
  });
}
