import type { Db } from '../../platform/db/database.js';
import type { RiskAnalysesTable, RiskAnalysisRow } from '../../platform/db/risk-table.js';
import type { Insertable, Updateable } from 'kysely';

export async function insertAnalysis(db: Db, row: Insertable<RiskAnalysesTable>): Promise<number> {
  const inserted = await db.insertInto('risk_analyses').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export function findAnalysis(db: Db, id: number): Promise<RiskAnalysisRow | undefined> {
  return db.selectFrom('risk_analyses').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One of the seller's analyses; another seller's is as absent as a missing one. */
export function findOwnAnalysis(db: Db, userId: number, id: number): Promise<RiskAnalysisRow | undefined> {
  return db
    .selectFrom('risk_analyses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function listOwnAnalyses(
  db: Db,
  userId: number,
  page: { page: number; size: number },
): Promise<{ rows: RiskAnalysisRow[]; total: number }> {
  const rows = await db
    .selectFrom('risk_analyses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .execute();
  const { total } = await db
    .selectFrom('risk_analyses')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/**
 * Moves an analysis still in progress (compare-and-set on state 0): a job run twice, or a dead
 * job's notice told twice, finds it moved and changes nothing.
 */
export async function moveInProgress(
  db: Db,
  id: number,
  change: Updateable<RiskAnalysesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('risk_analyses')
    .set(change)
    .where('id', '=', id)
    .where('state', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
