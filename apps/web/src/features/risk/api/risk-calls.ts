import { riskEndpoints as endpoints, type RiskAnalysis } from '@asinasin/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

export const lookupAsinImage = defineCall(endpoints.riskAsinImage);
export const createRiskAnalysis = defineCall(endpoints.riskCreate);
export const listRiskAnalyses = defineCall(endpoints.riskList);
export const viewRiskAnalysis = defineCall(endpoints.riskView);

/** While an analysis runs it is read again this often: the progress bar moves, then the verdict shows. */
export const IN_PROGRESS_POLL_MS = 1000;
const LIST_QUERY = { page: 1, size: 20 };

export const RISK_KEYS = {
  list: ['risk', 'list'] as const,
  view: (id: number) => ['risk', 'view', id] as const,
};

const running = (rows: readonly Pick<RiskAnalysis, 'state'>[] | undefined) =>
  rows?.some((r) => r.state === 0) ?? false;

export const riskListQueryOptions = () =>
  queryOptions({
    queryKey: RISK_KEYS.list,
    queryFn: ({ signal }) => listRiskAnalyses(LIST_QUERY, { signal }),
    refetchInterval: (query) => (running(query.state.data?.row) ? IN_PROGRESS_POLL_MS * 2 : false),
  });

export function useRiskList() {
  return useQuery(riskListQueryOptions());
}

export function useRiskAnalysis(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: RISK_KEYS.view(id ?? 0),
    queryFn: async ({ signal }) => {
      const analysis = await viewRiskAnalysis({ id: id! }, { signal });
      // the list says the same analysis' state: read it again once this one has ended
      if (analysis.state !== 0) void client.invalidateQueries({ queryKey: RISK_KEYS.list });
      return analysis;
    },
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.state === 0 ? IN_PROGRESS_POLL_MS : false),
  });
}
