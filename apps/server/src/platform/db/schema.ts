import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  PowerLedgerTable,
  MoneyLedgerTable,
  PlansTable,
  ModulesTable,
  CouponsTable,
  OrdersTable,
  PaymentNotificationsTable,
} from './billing-tables.js';
import type { RiskAnalysesTable } from './risk-table.js';

export type {
  PowerLedgerTable,
  MoneyLedgerTable,
  PlansTable,
  ModulesTable,
  CouponsTable,
  OrderStatus,
  OrdersTable,
  PaymentNotificationsTable,
} from './billing-tables.js';

/** Epoch milliseconds. Stored as bigint so both engines compare and index them the same way. */
export type Millis = number;

export interface UsersTable {
  id: Generated<number>;
  phone: string | null;
  email: string | null;
  password_hash: string;
  nickname: string;
  avatar: ColumnType<string, string | undefined, string>;
  sex: ColumnType<number, number | undefined, number>;
  birthday: string | null;
  language: ColumnType<string, string | undefined, string>;
  level: ColumnType<number, number | undefined, number>;
  type: ColumnType<number, number | undefined, number>;
  start_time: Millis | null;
  end_time: Millis | null;
  /** JSON array of the module ids the paid membership includes */
  modules: ColumnType<string, string | undefined, string>;
  /** JSON {"zh-CN": …, "en-US": …}: the paid level's names */
  level_names: ColumnType<string, string | undefined, string>;
  /** seller | operator | admin (platform/auth/policy.ts) */
  role: ColumnType<string, string | undefined, string>;
  created_at: Millis;
  updated_at: Millis;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the token: a leaked table does not leak sessions */
  token_hash: string;
  created_at: Millis;
  expires_at: Millis;
  revoked_at: Millis | null;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  target: string;
  purpose: string;
  code_hash: string;
  /** the requesting address (IPv6 by its /64) */
  ip: string;
  /** tries from the requesting address */
  attempts: ColumnType<number, number | undefined, number>;
  /** tries from any other address (decisions/0009) */
  outside_attempts: ColumnType<number, number | undefined, number>;
  created_at: Millis;
  expires_at: Millis;
  consumed_at: Millis | null;
}

export interface TrialClaimsTable {
  fingerprint_hash: string;
  user_id: number;
  created_at: Millis;
}

export interface CaptchaUsesTable {
  signature: string;
  expires_at: Millis;
}

/** One password-login brake: `account:<account>` or `ip:<address>`. */
export interface LoginThrottlesTable {
  key: string;
  /** failed (or still pending) password attempts since the last success or quiet period */
  failures: number;
  /** 0 when not locked */
  locked_until: Millis;
  updated_at: Millis;
}

/** One language-model call (docs/ai/llm.md): tokens as the endpoint reported them, or null. */
export interface LlmUsageTable {
  id: Generated<number>;
  user_id: number | null;
  purpose: string;
  provider: string;
  model: string;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  /** ok, or the failure (timeout, cut, rateLimited …) */
  status: string;
  duration_ms: number;
  created_at: Millis;
}

/** A seller's saved listing or copywriting generation. input and output are JSON. */
export interface AiGenerationsTable {
  id: Generated<number>;
  user_id: number;
  /** listing | copywriting */
  kind: string;
  marketplace: string;
  product_name: string;
  input: string;
  output: string;
  provider: string;
  model: string;
  /** hundredths charged for it */
  power: number;
  created_at: Millis;
  updated_at: Millis;
}

/** A seller's saved product selection filters; query is the selection query as JSON. */
export interface SavedFiltersTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  query: string;
  created_at: Millis;
  updated_at: Millis;
}

/** A seller's AI report (docs/reports.md); card and content are JSON. */
export interface ReportsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'asin' | 'market';
  marketplace: string;
  asin: string | null;
  keyword: string | null;
  niche_id: string | null;
  card: string;
  state: number;
  generation: number;
  job_id: string | null;
  language: string;
  content: string | null;
  failure: string | null;
  file: string | null;
  created_at: Millis;
  updated_at: Millis;
}
export type ReportRow = Selectable<ReportsTable>;
/** A compliance check or an optimization a seller started; its id is its job's (decisions/0034). */
export interface ImageBatchesTable {
  id: string;
  user_id: number;
  kind: string;
  /** JSON: the optimization's settings ({} for a check) */
  options: string;
  /** JSON: the originals' ids, in the seller's order */
  image_ids: string;
  created_at: Millis;
}

/** An original image a seller uploaded, or a result made from one (original_id). */
export interface ImagesTable {
  id: Generated<number>;
  user_id: number;
  original_id: number | null;
  batch_id: string | null;
  name: string;
  format: string;
  width: number;
  height: number;
  bytes: number;
  file_key: string;
  /** JSON: the last compliance report of an original */
  report: string | null;
  created_at: Millis;
}

/** Keepa tokens spent on one UTC day (YYYY-MM-DD), against KEEPA_DAILY_TOKENS. */
/** A day of Sales and Traffic a connection pulled (features/catalog-import/amazon-account/sales-days.ts). */
export interface AmazonSalesDaysTable {
  connection_id: number;
  marketplace: string;
  /** YYYY-MM-DD, the report's dataStartTime and dataEndTime */
  day: string;
  /** the import run of its rows in the catalog; null when Amazon's report named no ASIN */
  run_id: number | null;
  synced_at: Millis;
}

export interface KeepaTokenDaysTable {
  day: string;
  spent: number;
}

/** A seller's watched product (target: ASIN) or keyword, its thresholds and last seen state (JSON). */
export interface WatchItemsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  marketplace: string;
  target: string;
  rank_jump_pct: number;
  price_change_pct: number;
  keyword_rank_move: number;
  last_state: string | null;
  checked_at: Millis | null;
  created_at: Millis;
  /** a watched category's path as the catalog names it, when it does */
  label: string | null;
}

/**
 * The latest best-seller list of a watched category (asins: JSON, best first), shared by every
 * seller watching it; state: fresh | waiting (the Keepa budget) | failed.
 */
export interface WatchCategoryListsTable {
  marketplace: string;
  category: string;
  asins: string;
  fetched_at: Millis | null;
  state: string;
  /** a WatchListReason: why the list waits or failed */
  reason: string | null;
  next_at: Millis | null;
  updated_at: Millis;
}

/** A change of a watched item over its threshold. */
export interface WatchAlertsTable {
  id: Generated<number>;
  user_id: number;
  item_id: number;
  kind: string;
  before_value: number | null;
  after_value: number | null;
  detail: string | null;
  created_at: Millis;
  read_at: Millis | null;
}

/** Where a seller's alerts are also posted, in the receiver's message format. */
export interface WatchWebhooksTable {
  user_id: number;
  url: string;
  format: string;
  updated_at: Millis;
}

/** A durable job of the table driver (decisions/0027); payload and progress are JSON. */
export interface JobsTable {
  id: string;
  name: string;
  version: number;
  payload: string;
  /** queued | running | done | dead */
  state: string;
  attempts: number;
  max_attempts: number;
  run_at: Millis;
  lease_owner: string | null;
  lease_expires_at: Millis | null;
  progress: string | null;
  error: string | null;
  user_id: number | null;
  created_at: Millis;
  updated_at: Millis;
}

/** The progress pg-boss jobs' handlers write (pg-boss keeps the rest). */
export interface JobProgressTable {
  job_id: string;
  progress: string;
  updated_at: Millis;
}

/** A seller's SP-API connection (decisions/0035); the secrets only sealed, states as JSON. */
export interface AmazonConnectionsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** na | eu | fe */
  region: string;
  /** JSON array of marketplace codes (US, UK, DE…) */
  marketplaces: string;
  sealed_credentials: string;
  client_id_mask: string;
  tested_at: Millis | null;
  /** JSON {key, params} of the last test's problem, null when it passed */
  test_problem: string | null;
  sync_job_id: string | null;
  /** JSON of the sync in progress (features/catalog-import/amazon-account/sync-state.ts) */
  sync_state: string | null;
  last_success_at: Millis | null;
  /** JSON {key, params} of the last sync's error */
  last_error: string | null;
  last_error_at: Millis | null;
  /** JSON {key, params}: what the last successful sync could not pull, and what it still did */
  sync_notice: string | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  power_ledger: PowerLedgerTable;
  trial_claims: TrialClaimsTable;
  captcha_uses: CaptchaUsesTable;
  login_throttles: LoginThrottlesTable;
  llm_usage: LlmUsageTable;
  ai_generations: AiGenerationsTable;
  money_ledger: MoneyLedgerTable;
  plans: PlansTable;
  modules: ModulesTable;
  coupons: CouponsTable;
  orders: OrdersTable;
  payment_notifications: PaymentNotificationsTable;
  saved_filters: SavedFiltersTable;
  jobs: JobsTable;
  job_progress: JobProgressTable;
  reports: ReportsTable;
  risk_analyses: RiskAnalysesTable;
  amazon_connections: AmazonConnectionsTable;
  amazon_sales_days: AmazonSalesDaysTable;
  image_batches: ImageBatchesTable;
  images: ImagesTable;
  keepa_token_days: KeepaTokenDaysTable;
  watch_items: WatchItemsTable;
  watch_alerts: WatchAlertsTable;
  watch_webhooks: WatchWebhooksTable;
  watch_category_lists: WatchCategoryListsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type PlanRow = Selectable<PlansTable>;
export type ModuleRow = Selectable<ModulesTable>;
export type CouponRow = Selectable<CouponsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type PlanUpdate = Updateable<PlansTable>;
export type OrderUpdate = Updateable<OrdersTable>;
