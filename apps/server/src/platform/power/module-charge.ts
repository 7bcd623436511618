import { ErrorCode } from '@asinasin/contract';
import type { Db } from '../db/database.js';
import type { ModuleRow } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { chargePower, getBalance, type LedgerResult } from './power-ledger.js';

/** A billable module by key (data/plans/modules.json): what a paid feature costs per use. */
export async function findModule(db: Db, key: string): Promise<ModuleRow | undefined> {
  return db.selectFrom('modules').selectAll().where('key', '=', key).executeTakeFirst();
}

/**
 * Charges one use of a module at its configured cost (docs/billing.md): 996 when the balance is
 * short, nothing twice for the same key. For use inside the paid work's transaction, so a failure
 * charges nothing. A module that costs 0 charges nothing.
 */
export async function chargeForModule(
  db: Db,
  use: { userId: number; moduleKey: string; idempotencyKey: string; reference?: string },
  now = Date.now(),
): Promise<LedgerResult & { cost: number }> {
  const module = await findModule(db, use.moduleKey);
  if (!module) throw new AppError(ErrorCode.NOT_FOUND, 'billing.moduleUnknown');
  if (module.cost === 0) return { applied: false, balance: await getBalance(db, use.userId), cost: 0 };
  const result = await chargePower(
    db,
    {
      userId: use.userId,
      amount: module.cost,
      reason: `module:${module.key}`,
      reference: use.reference,
      idempotencyKey: use.idempotencyKey,
    },
    now,
  );
  return { ...result, cost: module.cost };
}
