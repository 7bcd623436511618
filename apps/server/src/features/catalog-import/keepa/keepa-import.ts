import type { CatalogDb } from '../../../platform/catalog/catalog-db.js';
import { KeepaError, type KeepaClient, type TokenWait } from '../../../platform/keepa/keepa-client.js';
import { isUnknownProduct, keepaHistory, type KeepaHistory } from '../../../platform/keepa/keepa-history.js';
import { importFile } from '../import/import-file.js';
import { keepaHistoryCsv, keepaProductsCsv } from './keepa-files.js';

/** ASINs asked of Keepa at once: a batch's rows are imported (and its tokens spent) before the next. */
const BATCH = 20;

export interface KeepaImportRequest {
  marketplace: string;
  asins: string[];
  userId?: number;
}

export interface KeepaImportProgress {
  done: number;
  total: number;
  /** ASINs Keepa does not know */
  unknown: string[];
  /** the wait for Keepa's refill going on now */
  waiting: (TokenWait & { until: string }) | null;
}

export interface KeepaImportResult {
  imported: string[];
  unknown: string[];
  runIds: number[];
  /** why the work stopped before its end (a spent budget, a key without tokens), when it did */
  stopped: { reason: KeepaError['reason']; message: string; resumesAt: string | null } | null;
}

/**
 * Product history from Keepa into the catalog, batch by batch, through the import pipeline: each
 * batch is two runs (its products, then its history as snapshots) whose source is Keepa. A spent
 * budget or a key without tokens stops the work with what was imported so far, and says why.
 */
export async function importKeepaHistory(
  catalog: CatalogDb,
  keepa: KeepaClient,
  request: KeepaImportRequest,
  options: { onProgress?: (p: KeepaImportProgress) => Promise<void>; signal?: AbortSignal } = {},
): Promise<KeepaImportResult> {
  const asins = [...new Set(request.asins.map((a) => a.toUpperCase()))];
  const result: KeepaImportResult = { imported: [], unknown: [], runIds: [], stopped: null };
  const tell = (waiting: KeepaImportProgress['waiting'] = null) =>
    options.onProgress?.({
      done: result.imported.length + result.unknown.length,
      total: asins.length,
      unknown: result.unknown,
      waiting,
    });
  await tell();
  for (let i = 0; i < asins.length; i += BATCH) {
    const batch = asins.slice(i, i + BATCH);
    let histories: KeepaHistory[];
    try {
      const products = await keepa.products(request.marketplace, batch, {
        signal: options.signal,
        onWait: (wait) => tell({ ...wait, until: new Date(Date.now() + wait.waitMs).toISOString() }),
      });
      histories = products
        .filter((p) => !isUnknownProduct(p))
        .map((p) => keepaHistory(request.marketplace, p));
      const known = new Set(histories.map((h) => h.asin));
      result.unknown.push(...batch.filter((a) => !known.has(a)));
    } catch (error) {
      if (error instanceof KeepaError && (error.reason === 'budget' || error.reason === 'no-tokens')) {
        result.stopped = {
          reason: error.reason,
          message: error.message,
          resumesAt: error.resumesAt?.toISOString() ?? null,
        };
        break;
      }
      throw error;
    }
    if (histories.length > 0) await writeBatch(catalog, request, histories, result);
    await tell();
  }
  return result;
}

async function writeBatch(
  catalog: CatalogDb,
  request: KeepaImportRequest,
  histories: KeepaHistory[],
  result: KeepaImportResult,
): Promise<void> {
  const { marketplace, userId } = request;
  const stamp = new Date().toISOString().slice(0, 16);
  const files = [
    {
      kind: 'products' as const,
      fileName: `Keepa products ${marketplace} ${stamp}.csv`,
      text: keepaProductsCsv(marketplace, histories),
    },
    {
      kind: 'snapshots' as const,
      fileName: `Keepa history ${marketplace} ${stamp}.csv`,
      text: keepaHistoryCsv(marketplace, histories),
    },
  ];
  const observed = histories.some((h) => h.observations.length > 0);
  for (const file of observed ? files : files.slice(0, 1)) {
    const summary = await importFile(catalog, {
      kind: file.kind,
      fileName: file.fileName,
      bytes: Buffer.from(file.text),
      marketplace,
      userId,
      source: 'keepa',
    });
    if (summary.status === 'failed')
      throw new Error(`the Keepa ${file.kind} did not import: ${summary.message ?? ''}`);
    result.runIds.push(summary.runId);
  }
  result.imported.push(...histories.map((h) => h.asin));
}
