import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImportKind, ImportRun } from '@asinasin/contract';
import type { CatalogDb } from '../../../platform/catalog/catalog-db.js';
import {
  forgetCoverage,
  refreshCategoryMarkets,
  refreshProductMetrics,
  warmDrawingIndex,
  warmMarkIndex,
  warmMiningIndex,
} from '../../../catalog/index.js';
import { FileFormatError } from './decode-text.js';
import { findDoneRun, finishRun, insertRun, loadSourceCategories } from './import.repository.js';
import { filesUnder } from './design-patents/find-drawings.js';
import { importDesignPatents } from './design-patents/import-design-patents.js';
import { importSearchTerms } from './search-terms/import-search-terms.js';
import { importSearchQueryPerformance } from './search-query-performance/import-sqp-report.js';
import { importChecked } from './write-checked.js';
import { importTrademarkFiles } from './trademarks/import-trademark-files.js';
import type { ImportSource, KindResult, OnRunProgress } from './import-types.js';

/**
 * The kinds the import API takes, and the kinds only a sync writes: a seller's own Search Query
 * Performance, which no upload may put into the shared catalog.
 */
export type RunKind = ImportKind | 'search-query-performance';

export type ImportRequest = ImportSource & {
  kind: RunKind;
  fileName: string;
  marketplace?: string;
  /** the dates a Business Report covers */
  from?: string;
  to?: string;
  userId?: number;
  /** the SP-API connection a sync pulled the file through (decisions/0044) */
  connectionId?: number;
  /** the seller whose own rows these are (search terms only); missing: the shared catalog */
  ownerId?: number;
  /** 'keepa' for the rows of Keepa's API (decisions/0061) */
  source?: 'keepa';
  /** sha256 of the file, when the caller computed it already (an upload, as it was received) */
  checksum?: string;
};

/** What an import tells its caller (the run record without its times). */
export type ImportSummary = Omit<ImportRun, 'startedAt' | 'finishedAt'>;

async function checksumOf(request: ImportRequest): Promise<string> {
  if (request.checksum) return request.checksum;
  const hash = crypto.createHash('sha256');
  if ('bytes' in request) return hash.update(request.bytes).digest('hex');
  // A folder (design patents and their drawings): every file's name and bytes, in name order.
  if ((await fsp.stat(request.path)).isDirectory()) {
    for (const file of await filesUnder(request.path)) {
      hash.update(path.relative(request.path, file));
      for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
    }
    return hash.digest('hex');
  }
  for await (const chunk of fs.createReadStream(request.path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Search terms are read from disk by DuckDB: bytes in memory go to a file of the run's folder. */
async function pathOf(request: ImportRequest, workDir: string): Promise<string> {
  if ('path' in request) return request.path;
  const file = path.join(workDir, 'upload');
  await fsp.writeFile(file, request.bytes);
  return file;
}

/**
 * Every kind is read and checked on a worker thread, which writes the good rows to stage files in
 * the run's folder for DuckDB to read (write-checked.ts); Brand Analytics reports are read by
 * DuckDB itself. Either way the event loop only waits.
 */
async function importKind(
  catalog: CatalogDb,
  request: ImportRequest,
  run: { runId: number; now: Date; workDir: string },
  onProgress: OnRunProgress,
): Promise<KindResult> {
  const { kind, marketplace } = request;
  if (kind === 'search-terms') {
    const file = await pathOf(request, run.workDir);
    return importSearchTerms(catalog, file, { ...run, marketplace, ownerId: request.ownerId });
  }
  if (kind === 'search-query-performance') {
    const file = await pathOf(request, run.workDir);
    return importSearchQueryPerformance(catalog, file, { ...run, marketplace, ownerId: request.ownerId });
  }
  if (kind === 'trademarks') {
    // Marks stream from disk: a bulk XML file of several GB is never held whole.
    // A folder or zip of TSDR records brings their mark images (trademarks/import-trademark-files.ts).
    const file = await pathOf(request, run.workDir);
    return importTrademarkFiles(catalog, file, run, onProgress);
  }
  // Design patents come with their drawings (a folder) and are described by sharp's own threads.
  if (kind === 'design-patents') {
    return importDesignPatents(
      catalog,
      'path' in request ? { path: request.path } : { bytes: request.bytes },
      run,
      onProgress,
    );
  }
  const job = {
    kind,
    source: 'path' in request ? { path: request.path } : { bytes: request.bytes },
    workDir: run.workDir,
    marketplace,
    from: request.from,
    to: request.to,
    sourceCategories: kind === 'products' ? await loadSourceCategories(catalog) : new Map(),
  };
  // only a Business Report has a seller's own rows (own_business_reports); every other kind is shared
  const ownerId = kind === 'business-report' ? request.ownerId : undefined;
  return importChecked(catalog, job, { ...run, ownerId }, onProgress);
}

/**
 * One file, one run: the run is recorded whatever happens; the file's rows become visible together
 * or not at all; a bad row is told by line and reason while the good rows go on; the same bytes
 * imported again change nothing and say so.
 */
export async function importFile(
  catalog: CatalogDb,
  request: ImportRequest,
  now = new Date(),
): Promise<ImportSummary> {
  return (await beginImport(catalog, request, now)).done;
}

/** Records the run at once and imports in the background: for callers that answer before the work ends. */
export async function beginImport(
  catalog: CatalogDb,
  request: ImportRequest,
  now = new Date(),
): Promise<{ runId: number; done: Promise<ImportSummary> }> {
  const started = await recordRun(catalog, request, { startedAt: now });
  return { runId: started.runId, done: continueRun(catalog, started, now) };
}

/** A run recorded and not yet imported: what its import needs to go on, here or in a job. */
export type RecordedRun = ImportRequest & { runId: number; checksum: string };

/**
 * Records a run ("running") for a file: the file's checksum is taken now. A run that a job carries
 * out names its job (decisions/0027: the run is reconciled with its job by that id).
 */
export async function recordRun(
  catalog: CatalogDb,
  request: ImportRequest,
  options: { startedAt?: Date; jobId?: string } = {},
): Promise<RecordedRun> {
  const checksum = await checksumOf(request);
  const runId = await insertRun(catalog, {
    kind: request.kind,
    fileName: request.fileName,
    checksum,
    marketplace: request.marketplace ?? null,
    userId: request.userId ?? null,
    startedAt: options.startedAt ?? new Date(),
    jobId: options.jobId ?? null,
    connectionId: request.connectionId ?? null,
    ownerId: request.ownerId ?? null,
    source: request.source ?? null,
  });
  return { ...request, checksum, runId };
}

/**
 * Imports a recorded run's file: unchanged when the same bytes were imported as this kind before,
 * otherwise read, checked and written. An error that is not the file's fault is recorded on the
 * run ("internal error") unless `keepRunOnError`: then the run stays running for a retry. Runs of
 * every source (uploads, the demo data, Keepa, an Amazon account) take turns: each waits for the
 * catalog's writes before it (`CatalogDb.writing`).
 */
export function continueRun(
  catalog: CatalogDb,
  run: RecordedRun,
  now = new Date(),
  options: { onProgress?: OnRunProgress; keepRunOnError?: boolean } = {},
): Promise<ImportSummary> {
  return catalog.writing(async () => {
    const previous = await findDoneRun(catalog, run.kind, run.checksum, run.ownerId ?? null);
    try {
      return previous === undefined
        ? await runImport(catalog, run, run.runId, now, options)
        : await finishUnchanged(catalog, run, run.runId, previous);
    } finally {
      // the filter hints and default sort read what the catalog holds (decisions/0038)
      forgetCoverage(catalog);
    }
  });
}

const emptySummary = (request: ImportRequest) => ({
  kind: request.kind,
  file: request.fileName,
  format: null,
  read: 0,
  accepted: 0,
  rejected: 0,
  reasons: [],
});

async function finishUnchanged(catalog: CatalogDb, request: ImportRequest, runId: number, previous: number) {
  const message = `already imported by run ${previous}; nothing changed`;
  const summary = { ...emptySummary(request), status: 'unchanged' as const, runId, message };
  await finishRun(catalog, runId, { ...summary, error: message, finishedAt: new Date() });
  return summary;
}

/** Kinds that change products or their history; the derived metrics follow them. */
const KINDS_WITH_METRICS = new Set<RunKind>(['products', 'snapshots', 'pages']);

/** Recomputes the product metrics of the marketplaces this run wrote products to (every kind above does). */
async function refreshMetricsAfter(catalog: CatalogDb, kind: RunKind, runId: number): Promise<void> {
  if (!KINDS_WITH_METRICS.has(kind)) return;
  const touched = await catalog.all<{ marketplace: string }>(
    'select distinct marketplace from product_sources where run_id = $1',
    [runId],
  );
  if (touched.length > 0) {
    const marketplaces = touched.map((row) => row.marketplace);
    await refreshProductMetrics(catalog, { marketplaces });
    // The market ranking reads the metrics just written (units), so it follows them.
    await refreshCategoryMarkets(catalog, { marketplaces });
  }
}

async function runImport(
  catalog: CatalogDb,
  request: ImportRequest,
  runId: number,
  now: Date,
  options: { onProgress?: OnRunProgress; keepRunOnError?: boolean },
): Promise<ImportSummary> {
  const onProgress = options.onProgress ?? (() => undefined);
  let result: KindResult;
  let workDir: string | undefined;
  try {
    onProgress({ phase: 'checking', read: 0, accepted: 0, rejected: 0 });
    // The run's own folder for its stage files (and an upload's bytes), gone when the run ends.
    workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'asinasin-import-'));
    result = await importKind(catalog, request, { runId, now, workDir }, onProgress);
  } catch (error) {
    if (!(error instanceof FileFormatError) && options.keepRunOnError) throw error;
    const message = error instanceof FileFormatError ? error.message : 'internal error';
    const failed = { ...emptySummary(request), status: 'failed' as const };
    await finishRun(catalog, runId, { ...failed, error: message, finishedAt: new Date() });
    if (!(error instanceof FileFormatError)) throw error;
    return { ...failed, runId, message };
  } finally {
    if (workDir) await fsp.rm(workDir, { recursive: true, force: true });
  }
  const summary = { ...emptySummary(request), ...result, status: 'done' as const };
  onProgress({ phase: 'metrics', read: result.read, accepted: result.accepted, rejected: result.rejected });
  try {
    // "done" waits for the metrics, so a filter right after reads them fresh; the rows are
    // committed already, so the run is done even when the refresh fails (its error goes on up).
    await refreshMetricsAfter(catalog, request.kind, runId);
  } finally {
    await finishRun(catalog, runId, { ...summary, error: null, finishedAt: new Date() });
  }
  // the searches read these kinds from memory: the next search finds them read already
  if (request.kind === 'trademarks') warmMarkIndex(catalog);
  if (request.kind === 'design-patents') warmDrawingIndex(catalog);
  if (request.kind === 'search-terms') warmMiningIndex(catalog);
  return { ...summary, runId, message: null };
}
