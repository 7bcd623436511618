import { Piscina } from 'piscina';
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
export function checkInWorker(job: CheckJob): Promise<CheckOutcome> {
  pool ??= new Piscina({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 60_000,
    ...(needsLoader ? { execArgv: [...process.execArgv, '--import', 'tsx'] } : {}),
  });
  return pool.run(job) as Promise<CheckOutcome>;
}
