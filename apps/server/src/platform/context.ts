import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { SessionStore } from './auth/session-store.js';
import { openCatalog } from './catalog/catalog.js';
import type { CatalogDb } from './catalog/catalog-db.js';
import { resolveAppSecret } from './captcha/app-secret.js';
import { CaptchaService } from './captcha/captcha-service.js';
import { VerificationCodes } from './codes/verification-codes.js';
import { grantListedAdmins } from './auth/roles.js';
import { createDatabase, migrateToLatest, type Db } from './db/database.js';
import { createFileStore, type FileStore } from './files/file-store.js';
import { createLogger } from './http/logger.js';
import { createJobs } from './jobs/create-jobs.js';
import type { Jobs } from './jobs/jobs.js';
import { keepaBudgetStore } from './keepa/keepa-budget.js';
import { KeepaClient } from './keepa/keepa-client.js';
import { LlmService, providerFromConfig } from './llm/llm-service.js';
import { createMessaging, type Messaging } from './mail/mailer.js';
import { createPayments, type Payments } from './payments/payments.js';
import { createUserEvents, type UserEvents } from './sse/user-events.js';

/**
 * Every service of a process, built in one place (the composition root) and closed in one place.
 * Route plugins and background tasks only receive them. Tests build their own.
 */
export interface AppContext {
  config: Config;
  log: FastifyBaseLogger;
  db: Db;
  sessions: SessionStore;
  /** APP_SECRET, or the one generated into DATA_DIR/secret.key */
  secret: string;
  captcha: CaptchaService;
  codes: VerificationCodes;
  mail: Messaging;
  files: FileStore;
  /** text generation for every AI feature: offline (default) or an OpenAI-compatible endpoint */
  llm: LlmService;
  /** the payment gateways configuration made live (sandbox by default) */
  payments: Payments;
  /** seller events for the server-sent streams; across processes on PostgreSQL */
  events: UserEvents;
  /** durable jobs: the app store's jobs table, or pg-boss on PostgreSQL (decisions/0027) */
  jobs: Jobs;
  /** Keepa's API with the operator's key, within the daily token budget (docs/data/keepa.md) */
  keepa: KeepaClient;
  /** Opened on first use: only the process that serves the catalog holds its file. */
  catalog(): Promise<CatalogDb>;
  /** Closes what the services hold open (database pool, mail transport), once. */
  close(): Promise<void>;
}

export async function createContext(config: Config): Promise<AppContext> {
  const log = createLogger(config);
  const db = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await migrateToLatest(db);
  await grantListedAdmins(db, config.ADMIN_ACCOUNTS);
  const secret = resolveAppSecret(config);
  const mail = createMessaging(config, log);
  const events = createUserEvents(db, config.DATABASE_URL, log);
  const jobs = createJobs({ db, databaseUrl: config.DATABASE_URL, log, events });
  let catalog: Promise<CatalogDb> | undefined;
  let closing: Promise<void> | undefined;
  return {
    config,
    log,
    db,
    sessions: new SessionStore(db, config.SESSION_DAYS),
    secret,
    captcha: new CaptchaService(db, secret, config.CAPTCHA_DIFFICULTY),
    codes: new VerificationCodes(secret, mail, log, config.CODE_RATE_PER_IP_HOUR),
    mail,
    files: createFileStore(config.dataDir),
    llm: new LlmService(providerFromConfig(config), db, log),
    payments: createPayments(config, secret, log),
    events,
    jobs,
    keepa: new KeepaClient({
      apiKey: config.KEEPA_API_KEY,
      baseUrl: config.KEEPA_BASE_URL,
      dailyTokens: config.KEEPA_DAILY_TOKENS,
      budget: keepaBudgetStore(db),
    }),
    catalog: () => (catalog ??= openCatalog(config.dataDir, config.CATALOG_MEMORY_LIMIT)),
    close: () => {
      closing ??= (async () => {
        mail.close();
        await jobs.close();
        await events.close();
        if (catalog) (await catalog).close();
        await db.destroy();
      })();
      return closing;
    },
  };
}
