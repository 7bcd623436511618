import type { AddressInfo } from 'node:net';
import { buildHttp } from './app.js';
import { ConfigError, type Config } from './platform/config.js';
import { createContext } from './platform/context.js';
import { startBackgroundTasks } from './platform/jobs/background-tasks.js';
import { loopbackUrl, removeServerAddress, writeServerAddress } from './platform/server-address.js';
import { startCatalogJobs } from './features/catalog-import/catalog-jobs.js';
import { ensureReportWorker } from './features/reports/report-worker.js';
import { backgroundJobs, backgroundTasks } from './tasks.js';

/** `all` serves the API and runs the background work in one process (the default); the others split them. */
export const ROLES = ['all', 'api', 'worker'] as const;
export type Role = (typeof ROLES)[number];

export function parseRole(args: string[]): Role {
  const index = args.findIndex((arg) => arg === '--role' || arg.startsWith('--role='));
  if (index === -1) return 'all';
  const arg = args[index]!;
  const value = arg.includes('=') ? arg.slice('--role='.length) : args[index + 1];
  const role = ROLES.find((r) => r === value);
  if (!role) throw new ConfigError(`Unknown --role ${value ?? '(missing)'}: use one of ${ROLES.join(', ')}`);
  return role;
}

export interface RunningRole {
  /** Stops taking work, lets what runs finish, then closes every service. */
  close(): Promise<void>;
}

/** Starts one process of the product: the same services for every role, HTTP only where asked. */
export async function startRole(role: Role, config: Config): Promise<RunningRole> {
  const context = await createContext(config);
  const tasks = role === 'api' ? undefined : startBackgroundTasks(backgroundTasks(context), context.log);
  // Durable jobs any process may run; the catalog's own run where the catalog is held (below).
  const jobs = role === 'api' ? undefined : await context.jobs.work(backgroundJobs(context));
  if (role === 'worker') {
    context.log.info({ role }, 'worker started');
    return {
      close: async () => {
        await tasks?.close();
        await jobs?.close();
        await context.close();
      },
    };
  }
  // The process that serves the API holds the catalog file from the start (decisions/0014).
  await context.catalog();
  await startCatalogJobs(context);
  // Reports read the catalog too: queued ones, and any a killed process left, go on at once.
  await ensureReportWorker(context);
  const app = await buildHttp(context);
  await app.listen({ host: config.HOST, port: config.PORT });
  const { port } = app.server.address() as AddressInfo;
  await writeServerAddress(config.dataDir, { pid: process.pid, url: loopbackUrl(config.HOST, port) });
  return {
    close: async () => {
      await tasks?.close();
      await jobs?.close();
      await app.close();
      await removeServerAddress(config.dataDir);
    },
  };
}
