import type { JobHandler } from '../../../platform/jobs/job-definition.js';
import { importKeepaHistory, type KeepaImportProgress } from './keepa-import.js';
import type { KeepaHistoryPayload, KeepaJobServices } from './keepa-job.js';

/** The progress in words as well as in figures, for a log or a client without translations. */
function describe(p: KeepaImportProgress): string {
  if (p.waiting) {
    return `waiting for Keepa tokens: ${p.waiting.tokensLeft} left, ${p.waiting.needed} needed, until ${p.waiting.until}`;
  }
  return `${p.done} of ${p.total} products read from Keepa`;
}

/**
 * Each attempt asks Keepa again for the whole list: what an earlier attempt imported is imported
 * again as unchanged rows (the snapshots' key is the product and its time), never twice.
 */
const runKeepaHistory: JobHandler<KeepaHistoryPayload, KeepaJobServices> = async (payload, job, services) => {
  const result = await importKeepaHistory(services.catalog, services.keepa, payload, {
    signal: job.signal,
    onProgress: (p) => job.progress({ phase: p.waiting ? 'waiting' : 'reading', ...p, message: describe(p) }),
  });
  const stopped = result.stopped;
  await job.progress({
    phase: stopped ? 'stopped' : 'done',
    done: result.imported.length + result.unknown.length,
    total: payload.asins.length,
    imported: result.imported.length,
    unknown: result.unknown,
    stopped,
    message: stopped
      ? `stopped: ${stopped.message}${stopped.resumesAt ? `; goes on after ${stopped.resumesAt}` : ''}`
      : `${result.imported.length} products imported from Keepa, ${result.unknown.length} unknown to Keepa`,
  });
};
export default runKeepaHistory;
