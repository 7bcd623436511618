import { parseArgs } from 'node:util';
import { accountKind, COUPON_CODE_PATTERN, normaliseAccount } from '@asinasin/contract';
import type { Db } from '../../platform/db/database.js';
import type { CouponRow } from '../../platform/db/schema.js';
import { formatMajor, majorNumberToMinor } from '../../platform/payments/money.js';
import { findPlan } from './plans.repository.js';
import { normaliseCouponCode } from './coupons.js';
import { UsageError } from './plans-admin.js';

export const COUPONS_USAGE = `usage: npm run coupons -- <command>
  list [--json]
  create --code SPRING (--amount 10 | --percent 15) [--from YYYY-MM-DD] [--until YYYY-MM-DD | --days 30]
         [--per-user 1] [--total 100] [--plans 1,2] [--user <phone or email>]
  disable <code>`;

type Print = (line: string) => void;
const DAY_MS = 24 * 60 * 60 * 1000;

function describeCoupon(c: CouponRow): string {
  const value = c.kind === 'amount' ? `${formatMajor(c.amount)} off` : `${c.percent}% off`;
  const window = `${new Date(c.starts_at).toISOString()} – ${new Date(c.ends_at).toISOString()}`;
  const scope = `${c.plan_ids ? `plans ${c.plan_ids}` : 'every plan'}${c.user_id ? `, user ${c.user_id}` : ''}`;
  const state = c.disabled_at === null ? '' : '  [disabled]';
  return `${c.code}\t${value}\t${window}\t${c.per_user_limit}/seller, ${c.total_limit} in total\t${scope}${state}`;
}

export async function findUserIdByAccount(db: Db, account: string | undefined): Promise<number> {
  if (!account) throw new UsageError('an account (phone or email) is needed');
  const target = normaliseAccount(account);
  const user = await db
    .selectFrom('users')
    .select('id')
    .where(accountKind(target), '=', target)
    .executeTakeFirst();
  if (!user) throw new UsageError(`there is no account ${account}`);
  return user.id;
}

function positiveInt(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new UsageError(`--${flag} ${value} is not a whole number above 0`);
  return n;
}

function dateAt(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const millis = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(millis)) throw new UsageError(`--${flag} ${value} is not a date (YYYY-MM-DD)`);
  return millis;
}

async function createCoupon(db: Db, args: string[], print: Print, now: number): Promise<number> {
  const names = ['code', 'amount', 'percent', 'from', 'until', 'days', 'per-user', 'total', 'plans', 'user'];
  const { values } = parseArgs({
    args,
    options: Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])),
  });
  const v = values as Record<string, string | undefined>;
  const code = normaliseCouponCode(v.code ?? '');
  if (!COUPON_CODE_PATTERN.test(code)) throw new UsageError('--code is 1–32 letters, digits, - or _');
  if ((v.amount === undefined) === (v.percent === undefined))
    throw new UsageError('give --amount or --percent');
  const amount = v.amount === undefined ? 0 : majorNumberToMinor(Number(v.amount));
  const percent = v.percent === undefined ? 0 : Number(v.percent);
  if (amount === undefined || (v.amount !== undefined && amount <= 0)) {
    throw new UsageError(`--amount ${v.amount} is not an amount above 0 with at most two decimals`);
  }
  if (v.percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 100)) {
    throw new UsageError(`--percent ${v.percent} is not a whole number from 1 to 100`);
  }
  const startsAt = dateAt('from', v.from) ?? now;
  const endsAt = dateAt('until', v.until) ?? startsAt + positiveInt('days', v.days, 30) * DAY_MS;
  if (endsAt <= startsAt) throw new UsageError('the coupon would end before it starts');
  const planIds = v.plans?.split(',').map((id) => Number(id.trim()));
  for (const id of planIds ?? []) {
    if (!Number.isSafeInteger(id) || !(await findPlan(db, id)))
      throw new UsageError(`there is no plan ${id}`);
  }
  const existing = await db.selectFrom('coupons').select('id').where('code', '=', code).executeTakeFirst();
  if (existing) throw new UsageError(`coupon ${code} exists`);
  const row = await db
    .insertInto('coupons')
    .values({
      code,
      kind: v.amount === undefined ? 'percent' : 'amount',
      amount,
      percent,
      plan_ids: planIds ? JSON.stringify(planIds) : null,
      user_id: v.user === undefined ? null : await findUserIdByAccount(db, v.user),
      starts_at: startsAt,
      ends_at: endsAt,
      per_user_limit: positiveInt('per-user', v['per-user'], 1),
      total_limit: positiveInt('total', v.total, 100),
      disabled_at: null,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  print(`created ${describeCoupon(row)}`);
  return 0;
}

export async function runCouponsCommand(
  db: Db,
  args: string[],
  print: Print,
  now = Date.now(),
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const coupons = await db.selectFrom('coupons').selectAll().orderBy('id').execute();
    if (rest.includes('--json')) print(JSON.stringify(coupons));
    else for (const coupon of coupons) print(describeCoupon(coupon));
    return 0;
  }
  if (command === 'create') return createCoupon(db, rest, print, now);
  if (command === 'disable') {
    const code = normaliseCouponCode(rest[0] ?? '');
    const result = await db
      .updateTable('coupons')
      .set({ disabled_at: now })
      .where('code', '=', code)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw new UsageError(`there is no coupon ${rest[0] ?? '(none)'}`);
    print(`disabled ${code}`);
    return 0;
  }
  throw new UsageError(`unknown command ${command ?? '(none)'}\n${COUPONS_USAGE}`);
}
