import type { Db } from '../../platform/db/database.js';
import type { ReportRow } from '../../platform/db/schema.js';

/** The reports table; every read and write of a seller's report names its owner (docs/reports.md). */
export type NewReport = Omit<ReportRow, 'id'>;

export async function insertReport(db: Db, report: NewReport): Promise<number> {
  const row = await db.insertInto('reports').values(report).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export function findOwnReport(db: Db, userId: number, id: number, kind: ReportRow['kind']) {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** The job's read: by id alone, as the job already carries the owner's report. */
export function findReport(db: Db, id: number) {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listOwnReports(
  db: Db,
  userId: number,
  kind: ReportRow['kind'],
  page: { page: number; size: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const base = db.selectFrom('reports').where('user_id', '=', userId).where('kind', '=', kind);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The seller's latest report of a subject: an ASIN of a marketplace, or a niche. */
export function findLatestOwnReport(
  db: Db,
  userId: number,
  subject: { kind: 'asin'; marketplace: string; asin: string } | { kind: 'market'; nicheId: string },
) {
  let query = db
    .selectFrom('reports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', subject.kind);
  query =
    subject.kind === 'asin'
      ? query.where('marketplace', '=', subject.marketplace).where('asin', '=', subject.asin)
      : query.where('niche_id', '=', subject.nicheId);
  return query.orderBy('id', 'desc').executeTakeFirst();
}

/**
 * Moves a report from one state to another only if it is still in the state read (and, for the
 * job, still at the generation it works on): a compare-and-set, so two writers never both win.
 */
export async function moveReport(
  db: Db,
  where: { id: number; state: number; generation?: number },
  set: Partial<
    Pick<
      ReportRow,
      'state' | 'generation' | 'job_id' | 'card' | 'content' | 'failure' | 'file' | 'language' | 'updated_at'
    >
  >,
): Promise<boolean> {
  let query = db.updateTable('reports').set(set).where('id', '=', where.id).where('state', '=', where.state);
  if (where.generation !== undefined) query = query.where('generation', '=', where.generation);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteOwnReport(db: Db, userId: number, id: number, kind: ReportRow['kind']) {
  const result = await db
    .deleteFrom('reports')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
