import { API, catalogSourcesResponse } from '@asinasin/contract';
import { useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const getSources = defineCall({ path: API.catalogSources, response: catalogSourcesResponse });

export function useCatalogSources() {
  return useQuery({ queryKey: ['catalog', 'sources'], queryFn: ({ signal }) => getSources({ signal }) });
}
