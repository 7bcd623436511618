import type { Kysely } from 'kysely';
import { idColumn } from '../migration-helpers.js';

/**
 * The image tools' store (decisions/0034): each batch a seller started (a compliance check or an
 * optimization, run as one job whose id it takes), and each image: an original the seller uploaded,
 * or a result an optimization made from one (original_id). Files live under DATA_DIR (file_key);
 * an original is kept until the seller deletes it, and its results go with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('image_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('image_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('image_batches_user')
    .on('image_batches')
    .columns(['user_id', 'created_at'])
    .execute();
  await idColumn(db, db.schema.createTable('images'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('original_id', 'integer', (c) => c.references('images.id').onDelete('cascade'))
    .addColumn('batch_id', 'text', (c) => c.references('image_batches.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('report', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('images_user').on('images').columns(['user_id', 'original_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('images').execute();
  await db.schema.dropTable('image_batches').execute();
}
