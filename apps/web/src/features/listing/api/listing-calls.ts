import {
  API,
  catalogListingResponse,
  checkListingBody,
  checkListingResponse,
  emptyEnvelope,
  generationIdBody,
  generationResponse,
  historyResponse,
  listingCostResponse,
  updateGenerationBody,
  type Generation,
  type MarketplaceCode,
} from '@asinasin/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { defineCall } from '../../../lib/define-call';

export type GenerationKind = Generation['kind'];

export const getCost = defineCall({ path: API.listingCost, response: listingCostResponse });
export const checkListing = defineCall({
  path: API.listingCheck,
  body: checkListingBody,
  response: checkListingResponse,
});
const getCatalogListing = defineCall({ path: API.listingFromCatalog, response: catalogListingResponse });
const listGenerations = defineCall({ path: API.generationList, response: historyResponse });
const getGeneration = defineCall({ path: API.generationDetail, response: generationResponse });
const updateGeneration = defineCall({
  path: API.generationUpdate,
  body: updateGenerationBody,
  response: generationResponse,
});
const deleteGeneration = defineCall({
  path: API.generationDelete,
  body: generationIdBody,
  response: emptyEnvelope,
});

export const LISTING_KEYS = {
  cost: ['listing', 'cost'] as const,
  history: ['listing', 'history'] as const,
  generation: (id: number) => ['listing', 'generation', id] as const,
};

/** The power a generation costs, the balance and who writes: shown before generating. */
export function useListingCost() {
  return useQuery({ queryKey: LISTING_KEYS.cost, queryFn: ({ signal }) => getCost({ signal }) });
}

export const HISTORY_PAGE_SIZE = 10;

export function useHistory(kind: GenerationKind, page: number) {
  return useQuery({
    queryKey: [...LISTING_KEYS.history, kind, page],
    queryFn: ({ signal }) => listGenerations({ query: { kind, page, size: HISTORY_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const generationQuery = (id: number) => ({
  queryKey: LISTING_KEYS.generation(id),
  // A generation changes only through this page (save), which puts the answer in the cache.
  staleTime: 60_000,
  queryFn: ({ signal }: { signal: AbortSignal }) => getGeneration({ query: { id }, signal }),
});

export function useGeneration(id: number | undefined) {
  return useQuery({ ...generationQuery(id ?? 0), enabled: id !== undefined });
}

/** After a generation, a save or a delete: the history and the balance are stale. */
export function useRefreshListingData() {
  const queryClient = useQueryClient();
  return useCallback(
    (generation?: Generation) => {
      if (generation) queryClient.setQueryData(LISTING_KEYS.generation(generation.id), generation);
      void queryClient.invalidateQueries({ queryKey: LISTING_KEYS.history });
      void queryClient.invalidateQueries({ queryKey: LISTING_KEYS.cost });
    },
    [queryClient],
  );
}

export function useSaveGeneration() {
  const refresh = useRefreshListingData();
  return useMutation({
    mutationFn: (body: Parameters<typeof updateGeneration>[0]) => updateGeneration(body),
    onSuccess: (generation) => refresh(generation),
  });
}

export function useDeleteGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteGeneration({ id }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: LISTING_KEYS.generation(id) });
      void queryClient.invalidateQueries({ queryKey: LISTING_KEYS.history });
    },
  });
}

export function useCheckListing() {
  return useMutation({ mutationFn: (body: Parameters<typeof checkListing>[0]) => checkListing(body) });
}

export function useCatalogListing() {
  return useMutation({
    mutationFn: (query: { asin: string; marketplace: MarketplaceCode }) => getCatalogListing({ query }),
  });
}
