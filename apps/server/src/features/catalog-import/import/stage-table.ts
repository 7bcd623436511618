import type { CatalogTx } from '../../../platform/catalog/catalog-db.js';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Fills a temporary table of the transaction from a stage file (stage-file.ts) with DuckDB's own
 * JSON reader, which parses on DuckDB's threads: each key is read as the table's column of that
 * name and type, so a value lands exactly as the checked record held it.
 */
export async function loadStage(tx: CatalogTx, table: string, file: string): Promise<void> {
  const columns = await tx.all<{ column_name: string; data_type: string }>(
    `select column_name, data_type from duckdb_columns()
     where database_name = 'temp' and table_name = $1 order by column_index`,
    [table],
  );
  const struct = columns.map((c) => `${literal(c.column_name)}: ${literal(c.data_type)}`).join(', ');
  await tx.run(
    `insert into ${table} select * from read_json(${literal(file)}, format = 'newline_delimited',
       columns = {${struct}})`,
  );
}
