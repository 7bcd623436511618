import crypto from 'node:crypto';
import type { ImportKind, ImportRun } from '@asinasin/contract';
import type { CatalogDb } from '../../../platform/catalog/catalog-db.js';
import { decodeText, FileFormatError } from './decode-text.js';
import { importPage } from './import-pages.js';
import { importProducts, type KindResult } from './import-products.js';
import { importSnapshots } from './import-snapshots.js';
import { findDoneRun, finishRun, insertRun } from './import.repository.js';
import { readCsv } from './read-csv.js';

export interface ImportRequest {
  kind: ImportKind;
  fileName: string;
  bytes: Uint8Array;
  marketplace?: string;
  userId?: number;
}

/** What an import tells its caller (the run record without its times). */
export type ImportSummary = Omit<ImportRun, 'startedAt' | 'finishedAt'>;

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
  const checksum = crypto.createHash('sha256').update(request.bytes).digest('hex');
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

async function runImport(
  catalog: CatalogDb,
  request: ImportRequest,
  runId: number,
  now: Date,
): Promise<ImportSummary> {
  const base = emptySummary(request);
  let read = 0;
  try {
    const text = decodeText(request.bytes).text;
    let result: KindResult;
    if (request.kind === 'pages') {
      const page = await importPage(catalog, text, { runId, now });
      read = page.read;
      result = page;
    } else {
      const file = readCsv(text);
      read = file.rows.length;
      result =
        request.kind === 'products'
          ? await importProducts(catalog, file, { runId, marketplace: request.marketplace, now })
          : await importSnapshots(catalog, file, { runId, now });
    }
    const summary = {
      ...base,
      status: 'done' as const,
      format: result.format,
      read,
      accepted: result.accepted,
      rejected: result.reasons.length,
      reasons: result.reasons,
    };
    await finishRun(catalog, runId, { ...summary, error: null, finishedAt: new Date() });
    return { ...summary, runId, message: null };
  } catch (error) {
    const message = error instanceof FileFormatError ? error.message : 'internal error';
    await finishRun(catalog, runId, {
      ...base,
      read,
      status: 'failed',
      error: message,
      finishedAt: new Date(),
    });
    if (!(error instanceof FileFormatError)) throw error;
    return { ...base, read, status: 'failed', runId, message };
  }
}
