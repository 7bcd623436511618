import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

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
  /** minor units (fen / cents) */
  money: ColumnType<number, number | undefined, number>;
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
  ip: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Millis;
  expires_at: Millis;
  consumed_at: Millis | null;
}

/** Append-only: a power balance is the sum of a user's rows, never a mutable column. */
export interface PowerLedgerTable {
  id: Generated<number>;
  user_id: number;
  /** hundredths of a power unit; negative for a charge */
  amount: number;
  reason: string;
  reference: string | null;
  idempotency_key: string | null;
  created_at: Millis;
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
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
