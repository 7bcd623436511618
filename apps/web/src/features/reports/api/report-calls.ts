import {
  reportsEndpoints as endpoints,
  type AsinReportCard,
  type MarketReportCard,
  type ReportKind,
} from '@asinasin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

export const listAsinReports = defineCall(endpoints.asinReportList);
export const listMarketReports = defineCall(endpoints.marketReportList);
export const createAsinReport = defineCall(endpoints.asinReportCreate);
export const createMarketReport = defineCall(endpoints.marketReportCreate);
export const updateAsinReport = defineCall(endpoints.asinReportUpdate);
export const updateMarketReport = defineCall(endpoints.marketReportUpdate);
export const viewAsinReport = defineCall(endpoints.asinReportView);
export const viewMarketReport = defineCall(endpoints.marketReportView);
/** A fresh signed link to a report's PDF: a card's own link may have expired since the list was read. */
export const reportDownloadLink = defineCall(endpoints.reportDownloadLink);

/** SPEC §9: the report list is page 1, size 20. */
const LIST_QUERY = { page: 1, size: 20 };
/** While a card is in progress the list is read again this often, so 0 turns to 1 without a reload. */
export const IN_PROGRESS_POLL_MS = 2000;

export const REPORT_KEYS = {
  list: (kind: ReportKind) => ['reports', kind, 'list'] as const,
  view: (kind: ReportKind, subject: string) => ['reports', kind, 'view', subject] as const,
};

type Card = AsinReportCard | MarketReportCard;
const anyInProgress = (rows: readonly Card[] | undefined) => rows?.some((row) => row.state === 0) ?? false;

export const reportListQueryOptions = (kind: ReportKind) =>
  queryOptions({
    queryKey: REPORT_KEYS.list(kind),
    queryFn: ({ signal }): Promise<{ row: Card[]; total: number }> =>
      kind === 'asin' ? listAsinReports(LIST_QUERY, { signal }) : listMarketReports(LIST_QUERY, { signal }),
    refetchInterval: (query) => (anyInProgress(query.state.data?.row) ? IN_PROGRESS_POLL_MS : false),
  });

export function useReportList(kind: ReportKind) {
  return useQuery(reportListQueryOptions(kind));
}

/** The seller's latest report of one subject; read again while it is in progress. */
export function useReportView(
  kind: 'asin',
  subject: { marketplace: string; asin: string },
): ReturnType<typeof useViewQuery>;
export function useReportView(kind: 'market', subject: { nicheId: string }): ReturnType<typeof useViewQuery>;
export function useReportView(kind: ReportKind, subject: Record<string, string>) {
  return useViewQuery(kind, subject);
}

function useViewQuery(kind: ReportKind, subject: Record<string, string>) {
  return useQuery({
    queryKey: REPORT_KEYS.view(kind, JSON.stringify(subject)),
    queryFn: ({ signal }) =>
      kind === 'asin'
        ? viewAsinReport({ marketplace: subject.marketplace!, asin: subject.asin! }, { signal })
        : viewMarketReport({ nicheId: subject.nicheId! }, { signal }),
    refetchInterval: (query) => (query.state.data?.state === 0 ? IN_PROGRESS_POLL_MS : false),
    retry: false,
  });
}

export interface UpdateRequest {
  kind: ReportKind;
  id: number;
  action: 'update' | 'recreate';
  mold_id: number;
  path: string;
}

/** Update (state 1) or recreate (state 2) one report: a new generation, charged anew. */
export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: UpdateRequest) =>
      kind === 'asin' ? updateAsinReport(body) : updateMarketReport(body),
    onSettled: (_data, _error, { kind }) =>
      queryClient.invalidateQueries({ queryKey: REPORT_KEYS.list(kind) }),
  });
}
