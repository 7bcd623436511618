import type { AppContext } from '../../../platform/context.js';
import { importKeepaBestSellers } from './keepa-bestsellers.js';
import { importKeepaHistory } from './keepa-import.js';

/**
 * Keepa as a connector of products (the watch list's refresh, composed in features/index.ts):
 * the history of some ASINs into the catalog, within the token budget.
 */
export function keepaProductRefresher(context: AppContext) {
  return {
    get configured() {
      return context.keepa.configured;
    },
    async refresh(
      request: { marketplace: string; asins: string[]; userId?: number },
      options: { signal?: AbortSignal; onProgress?: (progress: Record<string, unknown>) => Promise<void> },
    ) {
      const result = await importKeepaHistory(await context.catalog(), context.keepa, request, {
        signal: options.signal,
        onProgress: options.onProgress && ((p) => options.onProgress!({ ...p })),
      });
      return { unknown: result.unknown, stopped: result.stopped };
    },
  };
}

/**
 * The products of a watched category's list whose history comes with it: its top 10, the new
 * entrants a watch alert names, so they have titles (20 tokens beside the list's 50).
 */
export const WATCHED_LIST_PRODUCTS = 10;

/**
 * Keepa as a connector of best-seller lists (the watch list's watched categories): the list into
 * the catalog as a dated snapshot, with its top 10 products' history, within the token budget.
 */
export function keepaCategoryRefresher(context: AppContext) {
  return {
    get configured() {
      return context.keepa.configured;
    },
    async refresh(
      request: { marketplace: string; category: string; userId?: number },
      options: { signal?: AbortSignal; onProgress?: (progress: Record<string, unknown>) => Promise<void> },
    ) {
      const result = await importKeepaBestSellers(await context.catalog(), context.keepa, request, {
        signal: options.signal,
        products: WATCHED_LIST_PRODUCTS,
        onProgress: options.onProgress && ((p) => options.onProgress!({ ...p })),
      });
      return { asins: result.asins, stopped: result.stopped };
    },
  };
}
