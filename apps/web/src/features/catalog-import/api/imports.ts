import { catalogImportEndpoints, type ImportQuery } from '@asinasin/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineCall, defineUpload } from '../../../lib/define-call';
import { CATALOG_SOURCES_KEY } from './get-sources';

const getRun = defineCall(catalogImportEndpoints.adminImportRun);
const getRuns = defineCall(catalogImportEndpoints.adminImportRuns);
const uploadImport = defineUpload(catalogImportEndpoints.adminImport);

/** How often a running import is asked about: often enough to feel live, rare enough for 2 cores. */
export const RUN_POLL_MS = 1000;
export const RUNS_PAGE_SIZE = 10;

const RUNS_KEY = ['catalog', 'import-runs'] as const;

/** The import API reads the kind, marketplace and dates from the query, the file from the body. */
async function startImport({ file, query }: { file: File; query: ImportQuery }) {
  return uploadImport(file, query);
}

/** The latest runs, newest first, one page. */
export const getImportRunsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...RUNS_KEY, 'list', page] as const,
    queryFn: ({ signal }) => getRuns({ page, size: RUNS_PAGE_SIZE }, { signal }),
  });

/** Sends a file to import; the answer is the run to follow. */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...RUNS_KEY, 'list'] }),
  });
}

/**
 * One run, asked again every RUN_POLL_MS while it is running. When it ends, the list of runs and the
 * page's sources (which name the operator's imports) are read again.
 */
export function useImportRun(runId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...RUNS_KEY, 'run', runId],
    enabled: runId !== null,
    queryFn: async ({ signal }) => {
      const run = await getRun({ id: runId! }, { signal });
      if (run.status !== 'running') {
        void queryClient.invalidateQueries({ queryKey: [...RUNS_KEY, 'list'] });
        void queryClient.invalidateQueries({ queryKey: CATALOG_SOURCES_KEY });
      }
      return run;
    },
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUN_POLL_MS : false),
  });
}

/** The latest runs, newest first, a page at a time. */
export function useImportRuns(page: number) {
  return useQuery({ ...getImportRunsQueryOptions(page), placeholderData: keepPreviousData });
}
