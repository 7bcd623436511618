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

/** The JSON report's rows: one per search term and clicked product (`rank` 1 to 3). */
export const LONG_STAGE = `create temp table stage_terms (
  line integer, department varchar, term varchar, sfr integer,
  asin varchar, rank integer, click_share double, conversion_share double)`;

const duplicatesOf = async (tx: CatalogTx, table: string, partition: string, same: string) => {
  const window = `(partition by ${partition} order by line)`;
  const copies = `select line, first_value(line) over ${window} as first_line, row_number() over ${window} as copy from ${table}`;
  const rows = await tx.all<{ line: number; first_line: number }>(
    `select distinct line, first_line from (${copies}) where copy > 1 order by line limit ${MAX_STORED_REASONS}`,
  );
  const [count] = await tx.all<{ n: number }>(
    `select count(distinct line) as n from (${copies}) where copy > 1`,
  );
  return {
    count: count!.n,
    reasons: rows.map((d) => ({ line: d.line, reason: `duplicate of line ${d.first_line} (same ${same})` })),
  };
};

/** Puts each term's three clicked products side by side; a term and click rank given twice keep their first line. */
export async function pivotLongStage(tx: CatalogTx): Promise<{ count: number; reasons: RowReason[] }> {
  const duplicates = await duplicatesOf(
    tx,
    'stage_terms',
    'department, term, rank',
    'department, term and click rank',
  );
  const slot = (k: number) =>
    ['asin', 'click_share', 'conversion_share']
      .map((c) => `max(${c}) filter (where rank = ${k}) as ${c}_${k}`)
      .join(', ');
  await tx.run(`create temp table stage_wide as
    select min(line) as line, department, term, min(sfr) as sfr, ${slot(1)}, ${slot(2)}, ${slot(3)}, null::varchar as reason
    from (select * from stage_terms qualify row_number() over (partition by department, term, rank order by line) = 1)
    group by department, term`);
  await tx.run('drop table stage_terms');
  return duplicates;
}

/**
 * Writes the rows of `stage_wide` that passed, one per department and term of the period; a term
 * that comes twice keeps its first line and the others are told. A later import of the same period
 * replaces the figures.
 */
export async function insertWideStage(
  tx: CatalogTx,
  runId: number,
  period: TermsPeriod,
): Promise<{ count: number; reasons: RowReason[] }> {
  await tx.run('create temp table stage_passed as select * from stage_wide where reason is null');
  await tx.run('drop table stage_wide');
  const duplicates = await duplicatesOf(tx, 'stage_passed', 'department, term', 'department and term');
  const columns = ['search_frequency_rank', ...SLOTS];
  await tx.run(
    `insert into search_terms (marketplace, department, search_term, period_start, period_end, ${columns.join(', ')}, run_id)
     select $1, department, term, $2::date, $3::date, sfr, ${SLOTS.join(', ')}, $4 from stage_passed
     qualify row_number() over (partition by department, term order by line) = 1
     on conflict (marketplace, department, search_term, period_start, period_end)
     do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}, run_id = excluded.run_id`,
    [period.marketplace, period.start, period.end, runId],
  );
  await tx.run('drop table stage_passed');
  return duplicates;
}
