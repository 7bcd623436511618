import crypto from 'node:crypto';
import {
  accountKind,
  API,
  normaliseAccount,
  solveCaptcha,
  type CaptchaChallenge,
  type CodePurpose,
} from '@asinasin/contract';
import { hash } from '@node-rs/argon2';
import type { App } from '../../src/app.js';
import { insertUser } from '../../src/features/account/account.repository.js';
import type { Database, UserRow } from '../../src/platform/db/schema.js';
import { grantListedAdmins } from '../../src/platform/auth/roles.js';

export const DEFAULT_PASSWORD = 'secret123';

export function uniquePhone(): string {
  return `139${crypto.randomInt(0, 1e8).toString().padStart(8, '0')}`;
}

export function uniqueEmail(): string {
  return `seller-${crypto.randomBytes(6).toString('hex')}@example.com`;
}

export interface SellerOverrides {
  account?: string;
  password?: string;
  nickname?: string;
  level?: number;
  startTime?: number | null;
  endTime?: number | null;
}

export interface Seller {
  user: UserRow;
  account: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

/** A user of its own with a live session, written straight to the database (outline's pattern). */
export async function createSeller(app: App, overrides: SellerOverrides = {}): Promise<Seller> {
  const { db, sessions } = app.context;
  const account = normaliseAccount(overrides.account ?? uniquePhone());
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const now = Date.now();
  const isEmail = accountKind(account) === 'email';
  const userId = await insertUser(db, {
    phone: isEmail ? null : account,
    email: isEmail ? account : null,
    password_hash: await hash(password),
    nickname: overrides.nickname ?? '',
    birthday: null,
    level: overrides.level ?? 0,
    start_time: overrides.startTime ?? null,
    end_time: overrides.endTime ?? null,
    created_at: now,
    updated_at: now,
  });
  // As the server grants them at start and at registration (platform/auth/roles.ts).
  await grantListedAdmins(db, app.context.config.ADMIN_ACCOUNTS);
  const token = await sessions.create(userId, now);
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return { user, account, password, token, headers: { authorization: `Bearer ${token}` } };
}

/** A solved robot check, fetched and solved the way the web client does it. */
export async function solvedCaptcha(app: App): Promise<string> {
  const res = await app.inject({ url: API.captchaChallenge });
  return solveCaptcha(res.json<{ data: CaptchaChallenge }>().data);
}

/** Asks for a code through the API and reads it back from the dev outbox. */
export async function requestCode(
  app: App,
  account: string,
  type: CodePurpose,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: API.getCode,
    remoteAddress,
    payload: { account, type, captcha: await solvedCaptcha(app) },
  });
  if (res.json<{ code: number }>().code !== 1) throw new Error(`getCode failed: ${res.body}`);
  return latestCodeFor(app, account);
}

export function latestCodeFor(app: App, account: string): string {
  const target = normaliseAccount(account);
  const entry = app.context.mail.outbox.list().find((m) => m.to === target);
  const code = entry?.text.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${target}`);
  return code;
}

export async function countRows(app: App, table: keyof Database): Promise<number> {
  const row = await app.context.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
