import { stringify } from 'csv-stringify/sync';
import type { CatalogDb } from '../../../platform/catalog/catalog-db.js';
import { KeepaError, type KeepaClient } from '../../../platform/keepa/keepa-client.js';
import { bestsellerListFormat } from '../import/formats/bestseller-list.js';
import { importFile } from '../import/import-file.js';
import { importKeepaHistory, type KeepaImportProgress, type KeepaImportResult } from './keepa-import.js';

/**
 * The list's best products whose Keepa history comes with it: their titles and category paths
 * are what hot products' new entrants show, and 100 products is 200 tokens of a day's budget.
 */
export const BEST_SELLER_PRODUCTS = 100;
const JST_MS = 9 * 3_600_000;

export interface BestSellersRequest {
  marketplace: string;
  /** Keepa's category id: Amazon's browse node */
  category: string;
  userId?: number;
}

export type BestSellersProgress =
  | { phase: 'list'; category: string; waiting?: KeepaImportProgress['waiting'] }
  | ({ phase: 'products'; listed: number } & KeepaImportProgress);

export interface BestSellersResult {
  /** how many ASINs the list has; 0 when Keepa has no list for the category */
  listed: number;
  /** the list's first 100 ASINs, best first */
  asins: string[];
  runId: number | null;
  products: Pick<KeepaImportResult, 'imported' | 'unknown' | 'runIds'>;
  stopped: KeepaImportResult['stopped'];
}

/**
 * The list as a Best Sellers file (format bestseller-list: one row a rank, the snapshot's time
 * in Japan's clock as that format reads it), so it is a dated node snapshot like any imported list.
 */
export function bestSellerListCsv(marketplace: string, category: string, asins: string[], at: Date): string {
  const local = new Date(at.getTime() + JST_MS).toISOString().slice(0, 19);
  const rows = asins.map((asin, i) => ({
    snapshot_local_time: local,
    marketplace,
    browse_node_id: category,
    bestseller_rank: i + 1,
    asin,
    rating: '',
    ratings_count: '',
    price_usd: '',
  }));
  return stringify(rows, {
    header: true,
    columns: [...bestsellerListFormat.requiredHeaders],
  });
}

/**
 * The list's time: when it was fetched, to the second. Keepa's history points fall on whole
 * minutes, so a list never taken at second 0 never shares a snapshot's key (product and time) with
 * one of them, and neither overwrites the other's rank.
 */
function listTime(now: Date): Date {
  const at = new Date(Math.floor(now.getTime() / 1000) * 1000);
  return at.getUTCSeconds() === 0 ? new Date(at.getTime() + 1000) : at;
}

/**
 * A category's best-seller list from Keepa into the catalog as a dated best-seller snapshot
 * (docs/data/keepa.md), then the Keepa history of its best products, within the token budget: a
 * spent budget stops the work with what was imported and says why.
 */
export async function importKeepaBestSellers(
  catalog: CatalogDb,
  keepa: KeepaClient,
  request: BestSellersRequest,
  options: {
    onProgress?: (p: BestSellersProgress) => Promise<void>;
    signal?: AbortSignal;
    now?: Date;
    /** how many of the list's best products' history comes with it (BEST_SELLER_PRODUCTS unless told) */
    products?: number;
  } = {},
): Promise<BestSellersResult> {
  const { marketplace, category, userId } = request;
  const none = { imported: [], unknown: [], runIds: [] };
  await options.onProgress?.({ phase: 'list', category });
  let asins: string[];
  try {
    asins = await keepa.bestSellers(marketplace, category, {
      signal: options.signal,
      // Keepa's 429 is waited out by the client: the wait is told as the list's progress
      onWait: (wait) =>
        options.onProgress?.({
          phase: 'list',
          category,
          waiting: { ...wait, until: new Date(Date.now() + wait.waitMs).toISOString() },
        }),
    });
  } catch (error) {
    if (error instanceof KeepaError && (error.reason === 'budget' || error.reason === 'no-tokens')) {
      const stopped = {
        reason: error.reason,
        message: error.message,
        resumesAt: error.resumesAt?.toISOString() ?? null,
      };
      return { listed: 0, asins: [], runId: null, products: none, stopped };
    }
    throw error;
  }
  const list = [...new Set(asins.map((a) => a.toUpperCase()))];
  if (list.length === 0) return { listed: 0, asins: [], runId: null, products: none, stopped: null };
  const at = listTime(options.now ?? new Date());
  const summary = await importFile(catalog, {
    kind: 'snapshots',
    fileName: `Keepa best sellers ${marketplace} ${category} ${at.toISOString().slice(0, 16)}.csv`,
    bytes: Buffer.from(bestSellerListCsv(marketplace, category, list, at)),
    marketplace,
    userId,
    source: 'keepa',
  });
  if (summary.status === 'failed')
    throw new Error(`the Keepa best-seller list did not import: ${summary.message ?? ''}`);
  const products = await importKeepaHistory(
    catalog,
    keepa,
    { marketplace, asins: list.slice(0, options.products ?? BEST_SELLER_PRODUCTS), userId },
    {
      signal: options.signal,
      onProgress: async (p) => options.onProgress?.({ phase: 'products', listed: list.length, ...p }),
    },
  );
  return {
    listed: list.length,
    asins: list.slice(0, 100),
    runId: summary.runId,
    products: { imported: products.imported, unknown: products.unknown, runIds: products.runIds },
    stopped: products.stopped,
  };
}
