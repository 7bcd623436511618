import { productSelectionEndpoints, type CatalogCoverage } from '@asinasin/contract';
import { useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const readCoverage = defineCall(productSelectionEndpoints.catalogCoverage);

/**
 * What a marketplace's catalog holds for each filter (decisions/0038); null asks nothing (a
 * visitor). It changes with imports only: one read per marketplace and visit is enough.
 */
export function useCatalogCoverage(marketplace: string | null) {
  return useQuery<CatalogCoverage>({
    queryKey: ['research', 'catalog-coverage', marketplace],
    queryFn: ({ signal }) => readCoverage({ marketplace: marketplace! }, { signal }),
    enabled: marketplace !== null,
    staleTime: 5 * 60_000,
  });
}
