import type { JobHandler } from '../../../platform/jobs/job-definition.js';
import { importKeepaBestSellers, type BestSellersProgress } from './keepa-bestsellers.js';
import type { KeepaBestSellersPayload, KeepaJobServices } from './keepa-job.js';

/** The progress in words as well as in figures, for a log or a client without translations. */
function describe(p: BestSellersProgress): string {
  if (p.waiting) {
    return `waiting for Keepa tokens: ${p.waiting.tokensLeft} left, ${p.waiting.needed} needed, until ${p.waiting.until}`;
  }
  if (p.phase === 'list') return `reading category ${p.category}'s best-seller list from Keepa`;
  return `${p.listed} best sellers listed; ${p.done} of ${p.total} products read from Keepa`;
}

/**
 * Each attempt asks Keepa again: the list is a new dated snapshot (a retry's is a later one, which
 * new entrants read as the same list), the products' rows are imported again as unchanged.
 */
const runKeepaBestSellers: JobHandler<KeepaBestSellersPayload, KeepaJobServices> = async (
  payload,
  job,
  services,
) => {
  const result = await importKeepaBestSellers(services.catalog, services.keepa, payload, {
    signal: job.signal,
    onProgress: (p) =>
      job.progress({
        ...p,
        phase: p.waiting ? 'waiting' : p.phase === 'list' ? 'list' : 'reading',
        message: describe(p),
      }),
  });
  const { stopped, products } = result;
  await job.progress({
    phase: stopped ? 'stopped' : 'done',
    listed: result.listed,
    runId: result.runId,
    imported: products.imported.length,
    unknown: products.unknown,
    stopped,
    message: stopped
      ? `stopped: ${stopped.message}${stopped.resumesAt ? `; goes on after ${stopped.resumesAt}` : ''}`
      : result.listed === 0
        ? `Keepa has no best-seller list for category ${payload.category}`
        : `${result.listed} best sellers of category ${payload.category} imported, ${products.imported.length} products' history read from Keepa`,
  });
};
export default runKeepaBestSellers;
