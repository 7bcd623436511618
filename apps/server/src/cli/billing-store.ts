import type { Config } from '../platform/config.js';
import { findPlansFolder } from '../features/billing/plans-file.js';
import { syncPlans } from '../features/billing/plans.js';
import { createDatabase, migrateToLatest, type Db } from '../platform/db/database.js';
import { runCommand } from './run-command.js';

/**
 * The app store for an admin command: the same database as the server (SQLite file in DATA_DIR or
 * DATABASE_URL), migrated and with the plans of data/plans in place. Safe while a server runs.
 */
export async function openBillingStore(config: Config): Promise<Db> {
  const db = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await migrateToLatest(db);
  await syncPlans(db, findPlansFolder());
  return db;
}

/** Runs a command against the store and exits with its code; usage mistakes exit 2 with the reason. */
export function runAdminCommand(
  config: Config,
  command: (db: Db, print: (line: string) => void) => Promise<number>,
): void {
  runCommand(async () => {
    const db = await openBillingStore(config);
    try {
      return await command(db, (line) => console.log(line));
    } finally {
      await db.destroy();
    }
  });
}
