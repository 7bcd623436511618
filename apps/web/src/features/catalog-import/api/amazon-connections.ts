import { amazonAccountEndpoints as endpoints } from '@asinasin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';
import { CATALOG_SOURCES_KEY } from './get-sources';

const listConnections = defineCall(endpoints.amazonConnections);
const createConnection = defineCall(endpoints.amazonConnectionCreate);
const testConnection = defineCall(endpoints.amazonConnectionTest);
const syncConnection = defineCall(endpoints.amazonConnectionSync);
const deleteConnection = defineCall(endpoints.amazonConnectionDelete);

export const AMAZON_CONNECTIONS_KEY = ['amazon', 'connections'] as const;
/** How often a syncing connection is asked about: live enough, rare enough for 2 cores. */
const SYNC_POLL_MS = 1500;

/** The seller's connections; asked again while one syncs, and the page's sources when it ends. */
export function useAmazonConnections(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: AMAZON_CONNECTIONS_KEY,
    enabled,
    queryFn: async ({ signal }) => {
      const { rows } = await listConnections({ signal });
      const previous = queryClient.getQueryData<typeof rows>(AMAZON_CONNECTIONS_KEY);
      if (previous?.some((row) => row.syncing) && !rows.some((row) => row.syncing)) {
        void queryClient.invalidateQueries({ queryKey: CATALOG_SOURCES_KEY });
      }
      return rows;
    },
    refetchInterval: (query) => (query.state.data?.some((row) => row.syncing) ? SYNC_POLL_MS : false),
  });
}

function useConnectionMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: AMAZON_CONNECTIONS_KEY }),
  });
}

export const useCreateConnection = () =>
  useConnectionMutation((body: Parameters<typeof createConnection>[0]) => createConnection(body));
export const useTestConnection = () => useConnectionMutation((id: number) => testConnection({ id }));
export const useSyncConnection = () => useConnectionMutation((id: number) => syncConnection({ id }));
export const useDeleteConnection = () => useConnectionMutation((id: number) => deleteConnection({ id }));
