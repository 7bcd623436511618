import { catalogImportEndpoints } from '@asinasin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const getSources = defineCall(catalogImportEndpoints.catalogSources);

/** The page's sources, which name the operator's imports: read again when an import ends. */
export const CATALOG_SOURCES_KEY = ['catalog', 'sources'] as const;

export const getCatalogSourcesQueryOptions = () =>
  queryOptions({ queryKey: CATALOG_SOURCES_KEY, queryFn: ({ signal }) => getSources({ signal }) });

export function useCatalogSources() {
  return useQuery(getCatalogSourcesQueryOptions());
}
