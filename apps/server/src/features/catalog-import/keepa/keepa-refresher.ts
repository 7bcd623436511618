import type { AppContext } from '../../../platform/context.js';
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
