import {
  API,
  deleteFilterBody,
  emptyEnvelope,
  saveFilterBody,
  savedFilterResponse,
  savedFiltersResponse,
} from '@asinasin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const listSavedFilters = defineCall({ path: API.savedFiltersList, response: savedFiltersResponse });
const saveFilter = defineCall({
  path: API.savedFiltersSave,
  body: saveFilterBody,
  response: savedFilterResponse,
});
const deleteFilter = defineCall({
  path: API.savedFiltersDelete,
  body: deleteFilterBody,
  response: emptyEnvelope,
});

export const SAVED_FILTERS_KEY = ['research', 'saved-filters'] as const;

/** The seller's saved filter sets; fetched when the seller opens them, not with the page. */
export function useSavedFilters(enabled: boolean) {
  return useQuery({
    queryKey: SAVED_FILTERS_KEY,
    queryFn: ({ signal }) => listSavedFilters({ signal }).then((data) => data.rows),
    enabled,
  });
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
