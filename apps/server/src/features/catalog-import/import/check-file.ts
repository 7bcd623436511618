import fs from 'node:fs/promises';
import type { MessagePort } from 'node:worker_threads';
import type { ImportKind } from '@asinasin/contract';
import { reportRowsTo } from './check-rows.js';
import type { CheckedFile } from './checked-file.js';
import { decodeText, FileFormatError } from './decode-text.js';
import { checkBusinessReport } from './import-business-report.js';
import type { ImportSource } from './import-types.js';
import { checkPage } from './import-pages.js';
import { checkProducts } from './import-products.js';
import { checkSnapshots } from './import-snapshots.js';
import { checkTrademarks } from './trademarks/check-trademarks.js';
import { MAX_STORED_REASONS } from './import.repository.js';
import { readCsv } from './read-csv.js';
import { checkOnsitePanel, type PanelFormat } from './search-terms/import-onsite-panel.js';

/** Files read whole (every kind but Brand Analytics search terms, which DuckDB reads from disk). */
const MAX_WHOLE_FILE_BYTES = 512 * 1024 * 1024;

interface JobBase {
  /** the run's own folder, where the stage files go */
  workDir: string;
  marketplace?: string;
  /** where the counts of rows checked so far go, as the check goes (check-in-worker.ts) */
  progress?: MessagePort;
}

/** A file of a kind read whole: everything the worker needs, and no connection to the catalog. */
export interface WholeFileJob extends JobBase {
  kind: Exclude<ImportKind, 'search-terms' | 'trademarks' | 'design-patents'>;
  source: ImportSource;
  from?: string;
  to?: string;
  /** every source's category names (id → name); products files of a dataset name their categories by id */
  sourceCategories: Map<string, Map<string, string>>;
}

/** One of a clickstream panel's files, which come as search terms (search-terms/import-onsite-panel.ts). */
export interface PanelJob extends JobBase {
  kind: PanelFormat;
  path: string;
}

/** A file of marks, streamed from disk (trademarks/check-trademarks.ts). */
export interface TrademarksJob extends JobBase {
  kind: 'trademarks';
  path: string;
}

/** One file for the import worker to check. */
export type CheckJob = WholeFileJob | PanelJob | TrademarksJob;

/** A file that cannot be imported says why as a value: an error's class does not cross threads. */
export type CheckOutcome = { checked: CheckedFile } | { refused: string };

async function bytesOf(source: ImportSource): Promise<Uint8Array> {
  if ('bytes' in source) return source.bytes;
  if ((await fs.stat(source.path)).size > MAX_WHOLE_FILE_BYTES) {
    throw new FileFormatError(`the file is larger than ${MAX_WHOLE_FILE_BYTES / 1024 / 1024} MB`);
  }
  return fs.readFile(source.path);
}

function checkText(job: WholeFileJob, text: string): CheckedFile {
  const { workDir, marketplace } = job;
  if (job.kind === 'pages') return checkPage(text, { workDir });
  const file = readCsv(text);
  if (job.kind === 'business-report') {
    return checkBusinessReport(file, { marketplace, from: job.from, to: job.to, workDir });
  }
  return job.kind === 'products'
    ? checkProducts(file, { marketplace, sourceCategories: job.sourceCategories, workDir })
    : checkSnapshots(file, { workDir });
}

/**
 * Decodes, parses and checks a whole file: the CPU-heavy part of an import, run on a worker
 * thread (check-in-worker.ts) so that the API keeps answering while a large file is read.
 */
export async function checkFile(job: CheckJob): Promise<CheckOutcome> {
  const { progress } = job;
  if (progress) reportRowsTo((counts) => progress.postMessage(counts));
  try {
    const checked =
      job.kind === 'trademarks'
        ? await checkTrademarks(job.path, job.workDir, progress && ((counts) => progress.postMessage(counts)))
        : 'path' in job
          ? await checkOnsitePanel(job.path, job.kind, job)
          : checkText(job, decodeText(await bytesOf(job.source)).text);
    return { checked: { ...checked, reasons: checked.reasons.slice(0, MAX_STORED_REASONS) } };
  } catch (error) {
    if (error instanceof FileFormatError) return { refused: error.message };
    throw error;
  } finally {
    reportRowsTo(undefined);
    progress?.close();
  }
}
