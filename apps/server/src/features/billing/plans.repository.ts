import type { Db } from '../../platform/db/database.js';
import type { ModuleRow, ModulesTable, PlanRow, PlansTable, PlanUpdate } from '../../platform/db/schema.js';

/** Plans a seller may buy, cheapest first (SPEC §3), ties by id so the order never wobbles. */
export async function listSellablePlans(db: Db, kind: PlanRow['kind']): Promise<PlanRow[]> {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('kind', '=', kind)
    .where('retired_at', 'is', null)
    .orderBy('discount', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function listAllPlans(db: Db): Promise<PlanRow[]> {
  return db.selectFrom('plans').selectAll().orderBy('id').execute();
}

export async function findPlan(db: Db, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts the plans an empty store starts with; a plan whose id exists is left as it is. */
export async function insertPlans(db: Db, rows: PlansTable[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto('plans')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function updatePlan(db: Db, id: number, patch: PlanUpdate): Promise<boolean> {
  const result = await db.updateTable('plans').set(patch).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countPlans(db: Db): Promise<number> {
  const row = await db
    .selectFrom('plans')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listModules(db: Db): Promise<ModuleRow[]> {
  return db.selectFrom('modules').selectAll().orderBy('id').execute();
}

/** The modules file is the source of truth: every start writes its rows (costs, names, paths). */
export async function upsertModules(db: Db, rows: ModulesTable[]): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('modules')
      .values(row)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          key: row.key,
          path: row.path,
          name_zh: row.name_zh,
          name_en: row.name_en,
          cost: row.cost,
          updated_at: row.updated_at,
        }),
      )
      .execute();
  }
}
