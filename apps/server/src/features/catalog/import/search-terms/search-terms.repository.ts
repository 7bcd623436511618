import type { CatalogTx } from '../../../../platform/catalog/catalog-db.js';
import type { RowReason } from '../import.repository.js';
import { MAX_STORED_REASONS } from '../import.repository.js';

/** A report staged and checked: rows read, rows refused (reasons: the first 1,000), its period. */
export interface StagedReport {
  read: number;
  rejected: number;
  reasons: RowReason[];
  period: TermsPeriod;
}

export interface TermsPeriod {
  marketplace: string;
  start: string;
  end: string;
}

const SLOTS = [1, 2, 3].flatMap((k) => [`asin_${k}`, `click_share_${k}`, `conversion_share_${k}`]);

/**
 * The staged report, one row per line and term: `stage_wide(line, department, term, sfr, asin_1,
 * click_share_1, conversion_share_1, … asin_3 …, reason)`, reason null for a row that passed.
 */
export const WIDE_COLUMNS = ['line', 'department', 'term', 'sfr', ...SLOTS, 'reason'];

/**
 * Numbers the copies of each key in `table` by line, in one sort: `copy` 1 is the row kept, the
 * others are told as duplicates of `first_line`. Returns the count and the first reasons.
 */
async function numberCopies(tx: CatalogTx, table: string, partition: string, same: string, where = 'true') {
  await tx.run(`create temp table numbered as
    select *, row_number() over w as copy, first_value(line) over w as first_line from ${table} where ${where}
    window w as (partition by ${partition} order by line)`);
  await tx.run(`drop table ${table}`);
  await tx.run(`alter table numbered rename to ${table}`);
  const rows = await tx.all<{ line: number; first_line: number }>(
    `select distinct line, first_line from ${table} where copy > 1 order by line limit ${MAX_STORED_REASONS}`,
  );
  const [count] = await tx.all<{ n: number }>(
    `select count(distinct line) as n from ${table} where copy > 1`,
  );
  return {
    count: count!.n,
    reasons: rows.map((d) => ({ line: d.line, reason: `duplicate of line ${d.first_line} (same ${same})` })),
  };
}

/** Puts each term's three clicked products side by side; a term and click rank given twice keep their first line. */
export async function pivotLongStage(tx: CatalogTx): Promise<{ count: number; reasons: RowReason[] }> {
  const duplicates = await numberCopies(
    tx,
    'stage_terms',
    'department, term, rank',
    'department, term and click rank',
    'reason is null',
  );
  const slot = (k: number) =>
    ['asin', 'click_share', 'conversion_share']
      .map((c) => `max(${c}) filter (where rank = ${k}) as ${c}_${k}`)
      .join(', ');
  await tx.run(`create temp table stage_wide as
    select min(line) as line, department, term, min(sfr) as sfr, ${slot(1)}, ${slot(2)}, ${slot(3)}, null::varchar as reason
    from stage_terms where copy = 1
    group by department, term`);
  await tx.run('drop table stage_terms');
  return duplicates;
}

/**
 * Writes the rows of `stage_wide` that passed, one per department and term of the period; a term
 * that comes twice keeps its first line and the others are told. A later import of the same period
 * replaces the figures. The table has no index to keep (decisions/0017): a bulk insert is what
 * DuckDB does fastest, and this is the one place that writes it, so the key stays unique here.
 */
export async function insertWideStage(
  tx: CatalogTx,
  runId: number,
  period: TermsPeriod,
): Promise<{ count: number; reasons: RowReason[] }> {
  const duplicates = await numberCopies(
    tx,
    'stage_wide',
    'department, term',
    'department and term',
    'reason is null',
  );
  const params = [period.marketplace, period.start, period.end];
  await tx.run(
    `delete from search_terms where marketplace = $1 and period_start = $2::date and period_end = $3::date
       and exists (select 1 from stage_wide s
                   where s.department = search_terms.department and s.term = search_terms.search_term)`,
    params,
  );
  await tx.run(
    `insert into search_terms (marketplace, department, search_term, period_start, period_end,
       search_frequency_rank, ${SLOTS.join(', ')}, run_id)
     select $1, department, term, $2::date, $3::date, sfr, ${SLOTS.join(', ')}, $4 from stage_wide where copy = 1`,
    [...params, runId],
  );
  await tx.run('drop table stage_wide');
  return duplicates;
}
