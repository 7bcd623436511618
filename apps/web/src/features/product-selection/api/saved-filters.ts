import { productSelectionEndpoints as endpoints } from '@asinasin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const listSavedFilters = defineCall(endpoints.savedFiltersList);
const saveFilter = defineCall(endpoints.savedFiltersSave);
const deleteFilter = defineCall(endpoints.savedFiltersDelete);

export const SAVED_FILTERS_KEY = ['research', 'saved-filters'] as const;

export const getSavedFiltersQueryOptions = () =>
  queryOptions({
    queryKey: SAVED_FILTERS_KEY,
    queryFn: ({ signal }) => listSavedFilters({ signal }).then((data) => data.rows),
  });

/** The seller's saved filter sets; fetched when the seller opens them, not with the page. */
export function useSavedFilters(enabled: boolean) {
  return useQuery({ ...getSavedFiltersQueryOptions(), enabled });
}

export function useSaveFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof saveFilter>[0]) => saveFilter(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SAVED_FILTERS_KEY }),
  });
}

export function useDeleteFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteFilter({ id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SAVED_FILTERS_KEY }),
  });
}
