import {
  listingEndpoints as endpoints,
  type Generation,
  type ListingDraft,
  type MarketplaceCode,
} from '@asinasin/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { defineCall } from '../../../lib/define-call';

export type GenerationKind = Generation['kind'];

export const getCost = defineCall(endpoints.listingCost);
export const checkListing = defineCall(endpoints.listingCheck);
const getCatalogListing = defineCall(endpoints.listingFromCatalog);
const getCategories = defineCall(endpoints.listingCategories);
const listGenerations = defineCall(endpoints.generationList);
const getGeneration = defineCall(endpoints.generationDetail);
const updateGeneration = defineCall(endpoints.generationUpdate);
const deleteGeneration = defineCall(endpoints.generationDelete);

export const LISTING_KEYS = {
  cost: ['listing', 'cost'] as const,
  history: ['listing', 'history'] as const,
  brands: ['listing', 'brands'] as const,
  categories: ['listing', 'categories'] as const,
  generation: (id: number) => ['listing', 'generation', id] as const,
};

/** The power a generation costs, the balance and who writes: shown before generating. */
export const getListingCostQueryOptions = () =>
  queryOptions({ queryKey: LISTING_KEYS.cost, queryFn: ({ signal }) => getCost({ signal }) });

export function useListingCost() {
  return useQuery(getListingCostQueryOptions());
}

/** The brands the server flags in an edited text (the check charges nothing); undefined asks nothing. */
export const getBrandRecheckQueryOptions = (
  draft: ListingDraft | undefined,
  marketplace: MarketplaceCode,
  category?: string,
) =>
  queryOptions({
    queryKey: [...LISTING_KEYS.brands, marketplace, category ?? '', draft] as const,
    queryFn: ({ signal }) => checkListing({ ...draft!, marketplace, keywords: '', category }, { signal }),
    enabled: draft !== undefined,
    staleTime: Infinity,
    retry: false,
  });

/** The categories the brand-word scan can be narrowed to: the operator's data file, read once. */
export function useListingCategories() {
  return useQuery({
    queryKey: LISTING_KEYS.categories,
    queryFn: ({ signal }) => getCategories({ signal }),
    staleTime: Infinity,
  });
}

export const HISTORY_PAGE_SIZE = 10;

export const getHistoryQueryOptions = (kind: GenerationKind, page: number) =>
  queryOptions({
    queryKey: [...LISTING_KEYS.history, kind, page] as const,
    queryFn: ({ signal }) => listGenerations({ kind, page, size: HISTORY_PAGE_SIZE }, { signal }),
  });

export function useHistory(kind: GenerationKind, page: number) {
  return useQuery({ ...getHistoryQueryOptions(kind, page), placeholderData: keepPreviousData });
}

export const generationQuery = (id: number) =>
  queryOptions({
    queryKey: LISTING_KEYS.generation(id),
    // A generation changes only through this page (save), which puts the answer in the cache.
    staleTime: 60_000,
    queryFn: ({ signal }) => getGeneration({ id }, { signal }),
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
    mutationFn: (query: { asin: string; marketplace: MarketplaceCode }) => getCatalogListing(query),
  });
}
