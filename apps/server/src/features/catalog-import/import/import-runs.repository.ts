import type { ImportRun } from '@asinasin/contract';
import type { CatalogQueries } from '../../../platform/catalog/catalog-db.js';

interface RunRow {
  id: number;
  kind: string;
  file_name: string;
  status: ImportRun['status'];
  format: string | null;
  rows_read: number;
  accepted: number;
  rejected: number;
  reasons: string | null;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
}

const COLUMNS =
  'id, kind, file_name, status, format, rows_read, accepted, rejected, error, started_at, finished_at';

function toRun(row: RunRow): ImportRun {
  return {
    runId: row.id,
    kind: row.kind,
    file: row.file_name,
    status: row.status,
    format: row.format,
    read: row.rows_read,
    accepted: row.accepted,
    rejected: row.rejected,
    reasons: row.reasons ? (JSON.parse(row.reasons) as ImportRun['reasons']) : [],
    message: row.error,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

export async function findRun(db: CatalogQueries, id: number): Promise<ImportRun | undefined> {
  const rows = await db.all<RunRow>(`select ${COLUMNS}, reasons from import_runs where id = $1`, [id]);
  return rows[0] && toRun(rows[0]);
}

/** Newest first, a page at a time, without the reasons (open a run for those). */
export async function listRuns(
  db: CatalogQueries,
  page: { page: number; size: number },
): Promise<{ rows: Omit<ImportRun, 'reasons'>[]; total: number }> {
  const rows = await db.all<RunRow>(
    `select ${COLUMNS}, null as reasons from import_runs order by id desc limit $1 offset $2`,
    [page.size, (page.page - 1) * page.size],
  );
  const [count] = await db.all<{ n: number }>('select count(*) as n from import_runs');
  const withoutReasons = rows.map((row) => {
    const { reasons: _reasons, ...run } = toRun(row);
    return run;
  });
  return { rows: withoutReasons, total: count!.n };
}
