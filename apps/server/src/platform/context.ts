import type { Config } from '../config.js';
import { SessionStore } from './auth/session-store.js';
import { resolveAppSecret } from './captcha/app-secret.js';
import { CaptchaService } from './captcha/captcha-service.js';
import { createDatabase, migrateToLatest, type Db } from './db/database.js';
import { createMessaging, type Messaging } from './mail/mailer.js';

/**
 * Counts the catalog contributes to the public site stats. The catalog issue replaces the empty
 * default with its own; until then an honest instance reports zero products.
 */
export interface CatalogStats {
  countProducts(): Promise<number>;
  countDimensions(): Promise<number>;
}

export const emptyCatalogStats: CatalogStats = {
  countProducts: async () => 0,
  countDimensions: async () => 0,
};

/** The platform services every feature receives. Built once per app; tests build their own. */
export interface AppContext {
  config: Config;
  db: Db;
  sessions: SessionStore;
  /** APP_SECRET, or the one generated into DATA_DIR/secret.key */
  secret: string;
  captcha: CaptchaService;
  mail: Messaging;
  catalogStats: CatalogStats;
}

export async function createContext(config: Config): Promise<AppContext> {
  const db = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await migrateToLatest(db);
  const secret = resolveAppSecret(config);
  return {
    config,
    db,
    sessions: new SessionStore(db, config.SESSION_DAYS),
    secret,
    captcha: new CaptchaService(db, secret, config.CAPTCHA_DIFFICULTY),
    mail: createMessaging(config),
    catalogStats: emptyCatalogStats,
  };
}
