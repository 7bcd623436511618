import { productSelectionEndpoints, type ProductSources } from '@asinasin/contract';
import { useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const readSources = defineCall(productSelectionEndpoints.productSources);

/**
 * The sources of a marketplace's products, for the data-source filter (decisions/0061); null asks
 * nothing (a visitor). They change with imports only, like the coverage.
 */
export function useProductSources(marketplace: string | null) {
  return useQuery<ProductSources>({
    queryKey: ['research', 'product-sources', marketplace],
    queryFn: ({ signal }) => readSources({ marketplace: marketplace! }, { signal }),
    enabled: marketplace !== null,
    staleTime: 5 * 60_000,
  });
}
