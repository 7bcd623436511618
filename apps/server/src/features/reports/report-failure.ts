import { REPORT_STATE } from '@asinasin/contract';
import type { Db } from '../../platform/db/database.js';
import { credit } from '../../platform/power/power-ledger.js';
import { findReport, moveReport } from './reports.repository.js';

/** The debit of one generation, under the key it was charged with (reports.service.ts). */
export const chargeKey = (reportId: number, generation: number) => `report:${reportId}:${generation}`;
const refundKey = (reportId: number, generation: number) => `report-refund:${reportId}:${generation}`;

/**
 * Ends a generation failed (SPEC §4 state 2) with its reason, and gives its power back: one credit
 * row that names the debit row, under a key of its own, in the same transaction. Only a report
 * still in progress at that generation moves, so a job told twice refunds once.
 */
export async function failReport(
  db: Db,
  at: { reportId: number; generation: number },
  reason: string,
  now = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const report = await findReport(trx, at.reportId);
    if (!report) return false;
    const moved = await moveReport(
      trx,
      { id: at.reportId, state: REPORT_STATE.inProgress, generation: at.generation },
      { state: REPORT_STATE.failed, failure: reason.slice(0, 500), updated_at: now },
    );
    if (!moved) return false;
    const debit = await trx
      .selectFrom('power_ledger')
      .select(['id', 'amount'])
      .where('user_id', '=', report.user_id)
      .where('idempotency_key', '=', chargeKey(at.reportId, at.generation))
      .executeTakeFirst();
    if (debit && Number(debit.amount) < 0) {
      await credit(
        trx,
        {
          userId: report.user_id,
          amount: -Number(debit.amount),
          reason: 'refund:report',
          reference: `power_ledger:${debit.id}`,
          idempotencyKey: refundKey(at.reportId, at.generation),
        },
        now,
      );
    }
    return true;
  });
}
