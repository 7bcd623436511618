import { REPORT_STATE } from '@asinasin/contract';
import type { Db } from '../../platform/db/database.js';
import { credit } from '../../platform/power/power-ledger.js';
import { findAnalysis, moveInProgress } from './risk.repository.js';

/** The debit of one analysis, under the key it was charged with (risk.service.ts). */
export const riskChargeKey = (analysisId: number) => `risk:${analysisId}`;
const refundKey = (analysisId: number) => `risk-refund:${analysisId}`;

/**
 * Ends an analysis failed (SPEC §4 state 2) with its reason and gives its power back: one credit
 * row naming the debit row, under a key of its own, in the same transaction. Only an analysis
 * still in progress moves, so a failure told twice refunds once (decisions/0040).
 */
export async function failAnalysis(
  db: Db,
  analysisId: number,
  reason: string,
  now = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const analysis = await findAnalysis(trx, analysisId);
    if (!analysis) return false;
    const moved = await moveInProgress(trx, analysisId, {
      state: REPORT_STATE.failed,
      failure: reason.slice(0, 500),
      updated_at: now,
    });
    if (!moved) return false;
    const debit = await trx
      .selectFrom('power_ledger')
      .select(['id', 'amount'])
      .where('user_id', '=', analysis.user_id)
      .where('idempotency_key', '=', riskChargeKey(analysisId))
      .executeTakeFirst();
    if (debit && Number(debit.amount) < 0) {
      await credit(
        trx,
        {
          userId: analysis.user_id,
          amount: -Number(debit.amount),
          reason: 'refund:risk',
          reference: `power_ledger:${debit.id}`,
          idempotencyKey: refundKey(analysisId),
        },
        now,
      );
    }
    return true;
  });
}
