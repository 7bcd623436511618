import type { Kysely } from 'kysely';
import { idColumn } from '../migration-helpers.js';

/**
 * The app store's billing tables (docs/billing.md): plans and billable modules (seeded
 * from data/plans), coupons, orders, the append-only money ledger that replaces users.money, and
 * the gateways' notifications. Plans and modules keep the ids of the data file, so no serial.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('tag_zh', 'text', (c) => c.notNull())
    .addColumn('tag_en', 'text', (c) => c.notNull())
    .addColumn('description_zh', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('num', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('unit_text_zh', 'text', (c) => c.notNull())
    .addColumn('unit_text_en', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level_text_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('level_text_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modules', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('power', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('retired_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('modules')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('cost', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('coupons'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('plan_ids', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('per_user_limit', 'integer', (c) => c.notNull())
    .addColumn('total_limit', 'integer', (c) => c.notNull())
    .addColumn('disabled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('orders'))
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('original_amount', 'bigint', (c) => c.notNull())
    .addColumn('discount_amount', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id'))
    .addColumn('pay_type', 'integer', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('grants', 'text', (c) => c.notNull())
    .addColumn('gateway_ref', 'text')
    .addColumn('paid_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user_id').on('orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('orders_coupon_id').on('orders').columns(['coupon_id', 'user_id']).execute();

  await idColumn(db, db.schema.createTable('money_ledger'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('money_ledger_idempotency', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('money_ledger_user_id').on('money_ledger').column('user_id').execute();

  await idColumn(db, db.schema.createTable('payment_notifications'))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('payment_notifications_event', ['gateway', 'event_id'])
    .execute();

  // Membership contents of a seller: module ids and the level's names, set by a paid membership.
  await db.schema
    .alterTable('users')
    .addColumn('modules', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('level_names', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  // The money balance is the sum of money_ledger now; a mutable column would drift from it.
  await db.schema.alterTable('users').dropColumn('money').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('money', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').dropColumn('level_names').execute();
  await db.schema.alterTable('users').dropColumn('modules').execute();
  for (const table of ['payment_notifications', 'money_ledger', 'orders', 'coupons', 'modules', 'plans']) {
    await db.schema.dropTable(table).execute();
  }
}
