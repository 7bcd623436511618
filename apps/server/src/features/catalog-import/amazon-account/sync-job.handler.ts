import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { IMPORT_INTERRUPTED_MESSAGE } from '@asinasin/contract';
import type { JobHandler, RunningJob } from '../../../platform/jobs/job-definition.js';
import { continueRun, recordRun } from '../import/import-file.js';
import { findRun } from '../import/import-runs.repository.js';
import { failRun } from '../import/import.repository.js';
import { toRole } from '../../../platform/auth/policy.js';
import { findConnectionById, updateConnection, type ConnectionRow } from './connections.repository.js';
import { syncOwnCatalogItems } from './catalog-items/sync-catalog-items.js';
import { feedsSharedCatalog } from './feeds-shared-catalog.js';
import { clientFor, marketplaceIdOf } from './connection-client.js';
import { downloadDocument } from './download-document.js';
import { listingsAsins } from './listings-asins.js';
import { markSalesDay, salesWindow, syncedSalesDays } from './sales-days.js';
import { salesTrafficAsCsv, salesTrafficAsins } from './sales-traffic-csv.js';
import type { SpApiClient } from './sp-api-client.js';
import { toProblem } from './sp-api-client.js';
import type { SyncPayload, SyncServices } from './sync-job.js';
import { SyncProblem } from './sync-problem.js';
import {
  planSearchQueryPerformance,
  planSync,
  syncState,
  type SyncItem,
  type SyncState,
} from './sync-state.js';

interface Step {
  row: ConnectionRow;
  /** the seller whose own rows the reports become; undefined: the shared catalog (decisions/0044) */
  ownerId: number | undefined;
  client: SpApiClient;
  job: RunningJob;
  services: SyncServices;
  state: SyncState;
  save: () => Promise<void>;
}

/** Polls a report until Amazon has made it (or given up on it); the wait ends with the job. */
async function waitForReport(step: Step, item: SyncItem & { reportId: string }) {
  for (;;) {
    const report = await step.client.getReport(item.reportId);
    if (report.processingStatus === 'DONE' && report.reportDocumentId) return report.reportDocumentId;
    if (report.processingStatus === 'CANCELLED') {
      throw new SyncProblem('amazon.reportCancelled', { reportType: item.reportType });
    }
    if (report.processingStatus === 'FATAL')
      throw new SyncProblem('amazon.reportFatal', { reportType: item.reportType });
    await sleep(step.services.pollMs, undefined, { signal: step.job.signal });
  }
}

/** A run recorded by a stopped attempt: done means done; still running means it wrote nothing. */
async function settlePreviousRun(step: Step, item: SyncItem): Promise<boolean> {
  if (item.runId === undefined) return false;
  const run = await findRun(step.services.catalog, item.runId);
  if (run && (run.status === 'done' || run.status === 'unchanged')) return true;
  if (run?.status === 'running')
    await failRun(step.services.catalog, item.runId, IMPORT_INTERRUPTED_MESSAGE, new Date());
  return false;
}

/** Imports the report's document through the streamed Search Terms importer, in one transaction. */
async function importDocument(step: Step, item: SyncItem, documentId: string): Promise<void> {
  const { catalog } = step.services;
  const document = await step.client.getReportDocument(documentId);
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'asinasin-sp-api-'));
  try {
    const file = path.join(dir, 'report.json');
    await downloadDocument(document.url, file, {
      gzip: document.compressionAlgorithm === 'GZIP',
      signal: step.job.signal,
    });
    const fileName = `SP-API #${step.row.id} ${step.row.name} · ${item.reportType} ${item.start}..${item.end}`;
    const provenance = { connectionId: step.row.id, ownerId: step.ownerId };
    if (item.reportType === LISTINGS) {
      // Sales and Traffic was refused: the seller's listings name their ASINs instead.
      step.state.items.push(...planSearchQueryPerformance(step.state, item, await listingsAsins(file)));
      return;
    }
    const isSales = item.reportType === 'GET_SALES_AND_TRAFFIC_REPORT';
    if (isSales && step.ownerId !== undefined && item.period !== 'DAY') {
      // A seller's own week of sales names their ASINs for Search Query Performance; their days are
      // imported into their own rows below.
      step.state.items.push(...planSearchQueryPerformance(step.state, item, await salesTrafficAsins(file)));
      return;
    }
    const csv = path.join(dir, 'business-report.csv');
    // A day on which no ASIN sold or was seen has no row to import: the day is pulled all the same.
    if (isSales && (await salesTrafficAsCsv(file, csv)) === 0) return;
    const source = isSales
      ? {
          kind: 'business-report' as const,
          path: csv,
          from: item.start,
          to: item.end,
          // Two days with the same figures make the same CSV: the document names its dates.
          checksum: await checksumOfFile(file),
        }
      : item.reportType === 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT'
        ? { kind: 'search-query-performance' as const, path: file }
        : { kind: 'search-terms' as const, path: file };
    const run = await recordRun(
      catalog,
      { ...source, fileName, marketplace: item.marketplace, userId: step.row.user_id, ...provenance },
      { jobId: step.job.id },
    );
    item.runId = run.runId;
    await step.save();
    const summary = await continueRun(catalog, run, new Date(), { keepRunOnError: true });
    if (summary.status === 'failed')
      throw new SyncProblem('amazon.importFailed', { message: summary.message ?? '' });
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

const LISTINGS = 'GET_MERCHANT_LISTINGS_ALL_DATA';

async function checksumOfFile(file: string): Promise<string> {
  return crypto
    .createHash('sha256')
    .update(await fsp.readFile(file))
    .digest('hex');
}

/** The report's options as reports 2021-06-30 takes them for its type. */
function reportOptionsOf(item: SyncItem): Record<string, string> | undefined {
  if (item.reportType === 'GET_SALES_AND_TRAFFIC_REPORT')
    return { dateGranularity: item.period === 'DAY' ? 'DAY' : 'WEEK', asinGranularity: 'CHILD' };
  if (item.reportType === LISTINGS) return undefined;
  return item.asins ? { reportPeriod: item.period, asin: item.asins } : { reportPeriod: item.period };
}

/**
 * A seller's own connection whose app may not read Sales and Traffic still has their listings: the
 * All Listings report names their ASINs for Search Query Performance, and the connection page says
 * which report was refused and what still syncs. True when the refusal was taken care of so.
 */
function sidestepRefusal(step: Step, item: SyncItem, problem: unknown): boolean {
  const refused = problem instanceof SyncProblem && problem.key === 'amazon.accessDenied';
  if (!refused || step.ownerId === undefined) return false;
  if (item.reportType === 'GET_SALES_AND_TRAFFIC_REPORT') {
    // A role the app lacks: the days after are not asked for. The week is asked before the days,
    // and its refusal asks for the listings instead.
    step.state.salesRefused = true;
    if (item.period === 'DAY') return true;
    step.state.notice = new SyncProblem('amazon.salesTrafficRefused').toJson();
    const { marketplace, start, end } = item;
    step.state.items.push({ reportType: LISTINGS, marketplace, start, end, period: 'WEEK', done: false });
    return true;
  }
  if (item.reportType === LISTINGS) {
    step.state.notice = new SyncProblem('amazon.listingsRefused').toJson();
    return true;
  }
  return false;
}

/** Asks for one report (once: a resumed sync has its id), waits for it and imports its document. */
async function syncItem(step: Step, item: SyncItem): Promise<void> {
  if (await settlePreviousRun(step, item)) return;
  if (!item.reportId) {
    const flatFile = item.reportType === LISTINGS;
    try {
      item.reportId = await step.client.createReport({
        reportType: item.reportType,
        marketplaceIds: [marketplaceIdOf(item.marketplace)],
        ...(flatFile ? {} : { dataStartTime: item.start, dataEndTime: item.end }),
        reportOptions: reportOptionsOf(item),
      });
    } catch (error) {
      const problem = toProblem(
        error,
        item.reportType.startsWith('GET_BRAND_ANALYTICS') ? 'brand-analytics' : 'report',
      );
      if (sidestepRefusal(step, item, problem)) return;
      throw problem;
    }
    await step.save();
  }
  const documentId = await waitForReport(step, { ...item, reportId: item.reportId });
  await importDocument(step, item, documentId);
}

/**
 * Pulls a connection's reports one after another, writing after each step what it asked of Amazon
 * and which run imported it, so a stopped sync resumes the same report and never imports it twice
 * (the importer also leaves a document it has seen unchanged).
 */
const runSync: JobHandler<SyncPayload, SyncServices> = async (payload, job, services) => {
  const { db } = services.context;
  const row = await findConnectionById(db, payload.connectionId);
  if (!row) return;
  const owner = await db.selectFrom('users').select('role').where('id', '=', row.user_id).executeTakeFirst();
  if (!owner) return;
  const shared = feedsSharedCatalog({ id: row.user_id, role: toRole(owner.role) });
  const now = new Date();
  const days = salesWindow(now);
  const state: SyncState = row.sync_state
    ? syncState.parse(JSON.parse(row.sync_state))
    : planSync(JSON.parse(row.marketplaces) as string[], now, {
        shared,
        days,
        synced: await syncedSalesDays(db, row.id, days[0]!),
      });
  const save = () => updateConnection(db, row.id, { sync_state: JSON.stringify(state) });
  await save();
  const ownerId = shared ? undefined : row.user_id;
  const step: Step = { row, ownerId, client: clientFor(services.context, row), job, services, state, save };
  try {
    // A seller's own sales add their Search Query Performance reports to the list as it goes.
    for (const [index, item] of state.items.entries()) {
      if (item.done) continue;
      if (item.period === 'DAY' && state.salesRefused) {
        item.done = true;
        continue;
      }
      const total = state.items.length;
      await job.progress({ step: 'report', marketplace: item.marketplace, done: index, total });
      await syncItem(step, item);
      if (item.period === 'DAY' && !state.salesRefused) {
        // noted before the item is marked done: a sync stopped in between notes it again, harmlessly
        const day = { connectionId: row.id, marketplace: item.marketplace, day: item.start };
        await markSalesDay(db, { ...day, runId: item.runId });
      }
      item.done = true;
      await save();
    }
    // The operator's own products, read from Catalog Items into the shared catalog (decisions/0051).
    if (shared) {
      const total = state.items.length;
      await job.progress({ step: 'catalog-items', done: total, total });
      await syncOwnCatalogItems(services.catalog, step.client, row, state.items);
    }
  } catch (error) {
    const problem = error instanceof SyncProblem ? error : toProblem(error, 'report');
    if (!(problem instanceof SyncProblem)) throw error;
    // Amazon's answer will not change by asking again: the next sync starts afresh.
    await updateConnection(db, row.id, {
      sync_state: null,
      last_error: problem.toJson(),
      last_error_at: Date.now(),
    });
    const total = state.items.length;
    await job.progress({ step: 'failed', done: state.items.filter((item) => item.done).length, total });
    return;
  }
  await updateConnection(db, row.id, {
    sync_state: null,
    sync_notice: state.notice ?? null,
    last_success_at: Date.now(),
    last_error: null,
    last_error_at: null,
  });
  await job.progress({ step: 'done', done: state.items.length, total: state.items.length });
};
export default runSync;
