import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { RowCounts } from './check-rows.js';
import type { CheckJob, CheckOutcome } from './check-file.js';

/**
 * From the sources (tsx, vitest) the worker is the TypeScript file beside this one; in the built
 * server it is the bundle's own entry beside main.js (tsup.config.ts).
 */
const isSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(isSource ? './import-worker.ts' : './import-worker.js', import.meta.url);
/** A TypeScript worker needs tsx's loader; `tsx` commands pass it on, vitest's workers do not. */
const needsLoader = isSource && !process.execArgv.some((arg) => arg.includes('tsx'));

let pool: Piscina | undefined;

/**
 * Checks a file on a worker thread: parsing and checking hundreds of thousands of rows takes
 * seconds of CPU that would otherwise stop every other request. Two files at most are read at
 * once (each is held whole in memory); idle threads end after a minute and never keep a command
 * from exiting.
 */
export async function checkInWorker(
  job: CheckJob,
  onRows?: (counts: RowCounts) => void,
): Promise<CheckOutcome> {
  pool ??= new Piscina({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 60_000,
    ...(needsLoader ? { execArgv: [...process.execArgv, '--import', 'tsx'] } : {}),
  });
  if (!onRows) return (await pool.run(job)) as CheckOutcome;
  // The worker tells the rows it has checked so far through a port of its own.
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (counts: RowCounts) => onRows(counts));
  try {
    return (await pool.run({ ...job, progress: port2 }, { transferList: [port2] })) as CheckOutcome;
  } finally {
    port1.close();
  }
}
