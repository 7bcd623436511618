import type { ComplianceReport, ImageView, OptimizeOptions } from '@asinasin/contract';
import type { Db } from '../../platform/db/database.js';
import type { ImagesTable } from '../../platform/db/schema.js';
import type { Selectable } from 'kysely';

export type ImageRow = Selectable<ImagesTable>;

export function toView(row: ImageRow): ImageView {
  return {
    id: row.id,
    name: row.name,
    format: row.format as ImageView['format'],
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    createdAt: Number(row.created_at),
  };
}

export const parseReport = (row: ImageRow): ComplianceReport | null =>
  row.report === null ? null : (JSON.parse(row.report) as ComplianceReport);

/** The image tools' rows; every read names its owner (a seller never reaches another's image). */
export class ImagesRepository {
  constructor(private readonly db: Db) {}

  insert(row: Omit<ImageRow, 'id' | 'report'>): Promise<ImageRow> {
    return this.db.insertInto('images').values(row).returningAll().executeTakeFirstOrThrow();
  }

  find(userId: number, id: number): Promise<ImageRow | undefined> {
    return this.db
      .selectFrom('images')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async countOriginals(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('images')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('original_id', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The seller's originals of these ids (others' and missing ones are left out). */
  originals(userId: number, ids: readonly number[]): Promise<ImageRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('images')
      .selectAll()
      .where('user_id', '=', userId)
      .where('original_id', 'is', null)
      .where('id', 'in', [...ids])
      .execute();
  }

  async pageOfOriginals(userId: number, page: number, pageSize: number) {
    const list = await this.db
      .selectFrom('images')
      .selectAll()
      .where('user_id', '=', userId)
      .where('original_id', 'is', null)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { list, total: await this.countOriginals(userId) };
  }

  results(userId: number, originalIds: readonly number[]): Promise<ImageRow[]> {
    if (originalIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('images')
      .selectAll()
      .where('user_id', '=', userId)
      .where('original_id', 'in', [...originalIds])
      .orderBy('id', 'desc')
      .execute();
  }

  resultsOfBatch(userId: number, batchId: string): Promise<ImageRow[]> {
    return this.db
      .selectFrom('images')
      .selectAll()
      .where('user_id', '=', userId)
      .where('batch_id', '=', batchId)
      .where('original_id', 'is not', null)
      .orderBy('id')
      .execute();
  }

  setReport(userId: number, id: number, report: ComplianceReport): Promise<unknown> {
    return this.db
      .updateTable('images')
      .set({ report: JSON.stringify(report) })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }

  /** An original and its results: their rows go, and their file keys are returned for removal. */
  async deleteOriginal(userId: number, id: number): Promise<string[] | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('images')
        .select(['id', 'file_key'])
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('id', '=', id), eb('original_id', '=', id)]))
        .execute();
      if (!rows.some((row) => row.id === id)) return undefined;
      await trx.deleteFrom('images').where('user_id', '=', userId).where('original_id', '=', id).execute();
      await trx.deleteFrom('images').where('user_id', '=', userId).where('id', '=', id).execute();
      return rows.map((row) => row.file_key);
    });
  }

  async deleteBatchResults(userId: number, batchId: string): Promise<string[]> {
    const rows = await this.resultsOfBatch(userId, batchId);
    if (rows.length > 0) {
      await this.db
        .deleteFrom('images')
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
    }
    return rows.map((row) => row.file_key);
  }

  insertBatch(
    db: Db,
    batch: {
      id: string;
      userId: number;
      kind: 'check' | 'optimize';
      options: OptimizeOptions | null;
      imageIds: number[];
    },
  ): Promise<unknown> {
    return db
      .insertInto('image_batches')
      .values({
        id: batch.id,
        user_id: batch.userId,
        kind: batch.kind,
        options: JSON.stringify(batch.options ?? {}),
        image_ids: JSON.stringify(batch.imageIds),
        created_at: Date.now(),
      })
      .execute();
  }

  findBatch(userId: number, id: string) {
    return this.db
      .selectFrom('image_batches')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
