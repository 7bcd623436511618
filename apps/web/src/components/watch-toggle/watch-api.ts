import { watchListEndpoints as endpoints } from '@asinasin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../lib/define-call';

const listWatch = defineCall(endpoints.watchList);
const addWatch = defineCall(endpoints.watchAdd);
const removeWatch = defineCall(endpoints.watchRemove);
const refreshWatch = defineCall(endpoints.watchRefresh);
const saveWebhook = defineCall(endpoints.watchWebhook);
const readAlerts = defineCall(endpoints.watchAlertsRead);
const listCategories = defineCall(endpoints.watchCategories);

export const WATCH_LIST_KEY = ['research', 'watch-list'] as const;

export const watchListQueryOptions = () =>
  queryOptions({ queryKey: WATCH_LIST_KEY, queryFn: ({ signal }) => listWatch({ signal }) });

/** The seller's watch list; `pollMs` while a refresh runs. */
export function useWatchList(pollMs: number | false = false) {
  return useQuery({ ...watchListQueryOptions(), refetchInterval: pollMs });
}

function useWatchMutation<T, R>(call: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: WATCH_LIST_KEY }),
  });
}

export const useAddWatch = () => useWatchMutation((body: Parameters<typeof addWatch>[0]) => addWatch(body));
export const useRemoveWatch = () => useWatchMutation((id: number) => removeWatch({ id }));
export const useRefreshWatch = () => useWatchMutation(() => refreshWatch({}));
export const useSaveWebhook = () =>
  useWatchMutation((body: Parameters<typeof saveWebhook>[0]) => saveWebhook(body));
export const useReadAlerts = () => useWatchMutation((ids: number[]) => readAlerts({ ids }));

/** The catalog's categories of a marketplace a seller may watch. */
export function useWatchCategories(marketplace: string) {
  return useQuery({
    queryKey: ['research', 'watch-categories', marketplace],
    queryFn: ({ signal }) => listCategories({ marketplace }, { signal }),
    staleTime: 5 * 60_000,
  });
}
