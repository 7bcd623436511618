import {
  API,
  importRunResponse,
  importRunsResponse,
  importStartedResponse,
  type ImportQuery,
} from '@asinasin/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildUrl, uploadFile } from '../../../lib/api-client';
import { checkData, defineCall } from '../../../lib/define-call';

const getRun = defineCall({ path: API.adminImportRun, response: importRunResponse });
const getRuns = defineCall({ path: API.adminImportRuns, response: importRunsResponse });

/** How often a running import is asked about: often enough to feel live, rare enough for 2 cores. */
export const RUN_POLL_MS = 1000;
export const RUNS_PAGE_SIZE = 10;

const RUNS_KEY = ['catalog', 'import-runs'] as const;
const SOURCES_KEY = ['catalog', 'sources'] as const;

/** The import API reads the kind, marketplace and dates from the query, the file from the body. */
async function startImport({ file, query }: { file: File; query: ImportQuery }) {
  const data = await uploadFile<unknown>(buildUrl(API.adminImport, { ...query }), file);
  return checkData(API.adminImport, importStartedResponse, data);
}

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
      const run = await getRun({ query: { id: runId! }, signal });
      if (run.status !== 'running') {
        void queryClient.invalidateQueries({ queryKey: [...RUNS_KEY, 'list'] });
        void queryClient.invalidateQueries({ queryKey: SOURCES_KEY });
      }
      return run;
    },
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUN_POLL_MS : false),
  });
}

/** The latest runs, newest first, a page at a time. */
export function useImportRuns(page: number) {
  return useQuery({
    queryKey: [...RUNS_KEY, 'list', page],
    queryFn: ({ signal }) => getRuns({ query: { page, size: RUNS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
