import {
  reportsEndpoints as endpoints,
  type AsinReportCard,
  type MarketReportCard,
  type ReportKind,
} from '@asinasin/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';
import { useReportEvents } from './use-report-events';

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
  });

/** The seller's cards of one kind; while one is in progress, read again when its job ends. */
export function useReportList(kind: ReportKind) {
  const list = useQuery(reportListQueryOptions(kind));
  useReportEvents(anyInProgress(list.data?.row));
  return list;
}

/** The seller's latest report of one subject; while in progress, read again when its job ends. */
export function useReportView(
  kind: 'asin',
  subject: { marketplace: string; asin: string },
): ReturnType<typeof useViewQuery>;
export function useReportView(kind: 'market', subject: { nicheId: string }): ReturnType<typeof useViewQuery>;
export function useReportView(kind: ReportKind, subject: Record<string, string>) {
  return useViewQuery(kind, subject);
}

function useViewQuery(kind: ReportKind, subject: Record<string, string>) {
  const view = useQuery({
    queryKey: REPORT_KEYS.view(kind, JSON.stringify(subject)),
    queryFn: ({ signal }) =>
      kind === 'asin'
        ? viewAsinReport({ marketplace: subject.marketplace!, asin: subject.asin! }, { signal })
        : viewMarketReport({ nicheId: subject.nicheId! }, { signal }),
    retry: false,
  });
  useReportEvents(view.data?.state === 0);
  return view;
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
