import type { Db } from '../../platform/db/database.js';
import type { AiGenerationsTable } from '../../platform/db/schema.js';
import type { Selectable } from 'kysely';

export type GenerationRow = Selectable<AiGenerationsTable>;
export type NewGeneration = Omit<GenerationRow, 'id'>;

export async function insertGeneration(db: Db, row: NewGeneration): Promise<number> {
  const inserted = await db
    .insertInto('ai_generations')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Only the owner's row: another seller's id reads as missing. */
export function findGeneration(db: Db, userId: number, id: number): Promise<GenerationRow | undefined> {
  return db
    .selectFrom('ai_generations')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function listGenerations(
  db: Db,
  userId: number,
  query: { kind?: string; page: number; size: number },
): Promise<{ rows: GenerationRow[]; total: number }> {
  let base = db.selectFrom('ai_generations').where('user_id', '=', userId);
  if (query.kind) base = base.where('kind', '=', query.kind);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function updateGenerationOutput(
  db: Db,
  userId: number,
  id: number,
  output: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('ai_generations')
    .set({ output, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteGeneration(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('ai_generations')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
