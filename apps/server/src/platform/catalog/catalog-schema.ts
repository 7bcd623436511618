import type { CatalogDb } from './catalog-db.js';
import { CATALOG_SCHEMA_STEPS as STEPS } from './catalog-schema-steps.js';

/** Brings a catalog file to the newest schema; a file from a newer version is refused. */
export async function migrateCatalog(db: CatalogDb): Promise<void> {
  await db.run('create table if not exists catalog_schema (version integer not null)');
  const rows = await db.all<{ version: number }>('select version from catalog_schema');
  const current = rows[0]?.version ?? 0;
  if (current > STEPS.length) {
    throw new Error(`catalog schema ${current} is newer than this build knows (${STEPS.length})`);
  }
  for (let version = current + 1; version <= STEPS.length; version++) {
    await db.transaction(async (tx) => {
      await tx.run(STEPS[version - 1]!);
      await tx.run('delete from catalog_schema');
      await tx.run('insert into catalog_schema values ($1)', [version]);
    });
  }
  // A schema change left in the write-ahead log can fail its replay after a kill (an ALTER of a
  // table whose default calls nextval: "GetDefaultDatabase with no default database set"), which
  // leaves the file unopenable; written into the file itself, there is nothing to replay.
  if (current < STEPS.length) await db.run('checkpoint');
}
