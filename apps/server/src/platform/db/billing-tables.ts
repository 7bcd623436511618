import type { ColumnType, Generated } from 'kysely';
import type { Millis } from './schema.js';

/** The billing tables (docs/billing.md): ledgers, plans and modules, coupons, orders, gateway events. */
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

/** Append-only like power_ledger: a money balance (minor units) is the sum of a user's rows. */
export type MoneyLedgerTable = PowerLedgerTable;

export interface PlansTable {
  id: number;
  kind: 'membership' | 'power';
  tag_zh: string;
  tag_en: string;
  description_zh: string;
  description_en: string;
  /** sale price, minor units */
  discount: number;
  /** original price, minor units */
  price: number;
  currency: 'cny' | 'usd';
  num: number;
  unit: 'count' | 'day' | 'month' | 'year';
  unit_text_zh: string;
  unit_text_en: string;
  level: number;
  level_text_zh: string;
  level_text_en: string;
  /** JSON array of module ids */
  modules: string;
  /** power credited per unit bought, hundredths */
  power: number;
  retired_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface ModulesTable {
  id: number;
  key: string;
  path: string;
  name_zh: string;
  name_en: string;
  /** power per use, hundredths */
  cost: number;
  updated_at: Millis;
}

export interface CouponsTable {
  id: Generated<number>;
  /** upper case */
  code: string;
  kind: 'amount' | 'percent';
  /** minor units off, for kind amount */
  amount: ColumnType<number, number | undefined, number>;
  /** 1–100, for kind percent */
  percent: ColumnType<number, number | undefined, number>;
  /** JSON array of plan ids; null for every plan */
  plan_ids: string | null;
  /** only this seller may use it; null for anyone */
  user_id: number | null;
  starts_at: Millis;
  ends_at: Millis;
  per_user_limit: number;
  total_limit: number;
  disabled_at: Millis | null;
  created_at: Millis;
}

export type OrderStatus = 'pending' | 'paid' | 'closed';

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  plan_id: number;
  kind: 'membership' | 'power';
  number: number;
  currency: 'cny' | 'usd';
  /** minor units */
  original_amount: number;
  discount_amount: number;
  amount: number;
  coupon_id: number | null;
  pay_type: number;
  gateway: 'balance' | 'sandbox' | 'alipay' | 'stripe';
  status: OrderStatus;
  /** JSON: what paying grants, fixed when the order was made (features/billing/grants.ts) */
  grants: string;
  gateway_ref: string | null;
  paid_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

/** One row per gateway event: a repeated event finds its row and grants nothing. */
export interface PaymentNotificationsTable {
  id: Generated<number>;
  gateway: string;
  event_id: string;
  order_no: string;
  outcome: string;
  received_at: Millis;
}
