import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImportKind, ImportRun } from '@asinasin/contract';
import type { CatalogDb } from '../../../platform/catalog/catalog-db.js';
import { refreshCategoryMarkets } from '../../../platform/catalog/metrics/category-markets.js';
import { refreshProductMetrics } from '../../../platform/catalog/metrics/product-metrics.js';
import { decodeText, FileFormatError } from './decode-text.js';
import { importBusinessReport } from './import-business-report.js';
import { importPage } from './import-pages.js';
import { importProducts } from './import-products.js';
import { importSnapshots } from './import-snapshots.js';
import { findDoneRun, finishRun, insertRun, type RowReason } from './import.repository.js';
import { readCsv } from './read-csv.js';
import { importSearchTerms } from './search-terms/import-search-terms.js';

/** The file comes as bytes (small kinds, uploads in tests) or as a path on disk (large reports). */
export type ImportSource = { bytes: Uint8Array } | { path: string };

export type ImportRequest = ImportSource & {
  kind: ImportKind;
  fileName: string;
  marketplace?: string;
  /** the dates a Business Report covers */
  from?: string;
  to?: string;
  userId?: number;
};

/** What one kind's importer found in a file. */
export interface KindResult {
  format: string;
  read: number;
  accepted: number;
  rejected: number;
  /** the first reasons (at most 1,000 are kept) */
  reasons: RowReason[];
}

/** What an import tells its caller (the run record without its times). */
export type ImportSummary = Omit<ImportRun, 'startedAt' | 'finishedAt'>;

/** Files read whole (every kind but search terms, which streams from disk). */
const MAX_WHOLE_FILE_BYTES = 512 * 1024 * 1024;

async function checksumOf(source: ImportSource): Promise<string> {
  const hash = crypto.createHash('sha256');
  if ('bytes' in source) return hash.update(source.bytes).digest('hex');
  for await (const chunk of fs.createReadStream(source.path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function bytesOf(source: ImportSource): Promise<Uint8Array> {
  if ('bytes' in source) return source.bytes;
  if ((await fsp.stat(source.path)).size > MAX_WHOLE_FILE_BYTES) {
    throw new FileFormatError(`the file is larger than ${MAX_WHOLE_FILE_BYTES / 1024 / 1024} MB`);
  }
  return fsp.readFile(source.path);
}

/** Search terms are read from disk by DuckDB and a stream: bytes in memory go to a temporary file. */
async function withPath<T>(source: ImportSource, work: (file: string) => Promise<T>): Promise<T> {
  if ('path' in source) return work(source.path);
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'asinasin-import-'));
  const file = path.join(dir, 'upload');
  try {
    await fsp.writeFile(file, source.bytes);
    return await work(file);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

async function importKind(
  catalog: CatalogDb,
  request: ImportRequest,
  runId: number,
  now: Date,
): Promise<KindResult> {
  const { marketplace } = request;
  if (request.kind === 'search-terms') {
    return withPath(request, (file) => importSearchTerms(catalog, file, { runId, marketplace }));
  }
  const text = decodeText(await bytesOf(request)).text;
  if (request.kind === 'pages') return importPage(catalog, text, { runId, now });
  const file = readCsv(text);
  if (request.kind === 'business-report') {
    return importBusinessReport(catalog, file, { runId, marketplace, from: request.from, to: request.to });
  }
  return request.kind === 'products'
    ? importProducts(catalog, file, { runId, marketplace, now })
    : importSnapshots(catalog, file, { runId, now });
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
  const checksum = await checksumOf(request);
  const previous = await findDoneRun(catalog, request.kind, checksum);
  const runId = await insertRun(catalog, {
    kind: request.kind,
    fileName: request.fileName,
    checksum,
    marketplace: request.marketplace ?? null,
    userId: request.userId ?? null,
    startedAt: now,
  });
  const done =
    previous === undefined
      ? runImport(catalog, request, runId, now)
      : finishUnchanged(catalog, request, runId, previous);
  return { runId, done };
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
const KINDS_WITH_METRICS = new Set<ImportKind>(['products', 'snapshots', 'pages']);

/** Recomputes the product metrics of the marketplaces this run wrote products to (every kind above does). */
async function refreshMetricsAfter(catalog: CatalogDb, kind: ImportKind, runId: number): Promise<void> {
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
): Promise<ImportSummary> {
  let result: KindResult;
  try {
    result = await importKind(catalog, request, runId, now);
  } catch (error) {
    const message = error instanceof FileFormatError ? error.message : 'internal error';
    const failed = { ...emptySummary(request), status: 'failed' as const };
    await finishRun(catalog, runId, { ...failed, error: message, finishedAt: new Date() });
    if (!(error instanceof FileFormatError)) throw error;
    return { ...failed, runId, message };
  }
  const summary = { ...emptySummary(request), ...result, status: 'done' as const };
  try {
    // "done" waits for the metrics, so a filter right after reads them fresh; the rows are
    // committed already, so the run is done even when the refresh fails (its error goes on up).
    await refreshMetricsAfter(catalog, request.kind, runId);
  } finally {
    await finishRun(catalog, runId, { ...summary, error: null, finishedAt: new Date() });
  }
  return { ...summary, runId, message: null };
}
