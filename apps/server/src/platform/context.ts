import type { Config } from '../config.js';
import { SessionStore } from './auth/session-store.js';
import { createDatabase, migrateToLatest, type Db } from './db/database.js';

/** The platform services every feature receives. Built once per app; tests build their own. */
export interface AppContext {
  config: Config;
  db: Db;
  sessions: SessionStore;
}

export async function createContext(config: Config): Promise<AppContext> {
  const db = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await migrateToLatest(db);
  return { config, db, sessions: new SessionStore(db, config.SESSION_DAYS) };
}
