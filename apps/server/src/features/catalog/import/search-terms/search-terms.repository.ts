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

/** The staged rows: one per search term and clicked product (`rank` 1 to 3), all checked already. */
export const STAGE_TABLE = `create temp table stage_terms (
  line integer, department varchar, term varchar, sfr integer,
  asin varchar, rank integer, click_share double, conversion_share double)`;

const slot = (k: number) =>
  [`asin`, `click_share`, `conversion_share`]
    .map((column) => `max(${column}) filter (where rank = ${k}) as ${column}_${k}`)
    .join(', ');

const TERM_COLUMNS = [
  'search_frequency_rank',
  ...[1, 2, 3].flatMap((k) => [`asin_${k}`, `click_share_${k}`, `conversion_share_${k}`]),
];

/**
 * One row per department and term of the period, the top three clicked products side by side. A
 * term and rank that come twice in one file keep their first line; the others are told.
 */
export async function insertStagedTerms(
  tx: CatalogTx,
  runId: number,
  period: TermsPeriod,
): Promise<RowReason[]> {
  await tx.run(`create temp table stage_ranked as
    select *, row_number() over same_slot as copy, first_value(line) over same_slot as first_line
    from stage_terms window same_slot as (partition by department, term, rank order by line)`);
  const duplicates = await tx.all<{ line: number; first_line: number }>(
    `select distinct line, first_line from stage_ranked where copy > 1 order by line limit ${MAX_STORED_REASONS}`,
  );
  await tx.run(
    `insert into search_terms (marketplace, department, search_term, period_start, period_end, ${TERM_COLUMNS.join(', ')}, run_id)
     select $1, department, term, $2::date, $3::date, min(sfr), ${slot(1)}, ${slot(2)}, ${slot(3)}, $4
     from stage_ranked where copy = 1 group by department, term
     on conflict (marketplace, department, search_term, period_start, period_end)
     do update set ${TERM_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}, run_id = excluded.run_id`,
    [period.marketplace, period.start, period.end, runId],
  );
  await tx.run('drop table stage_ranked');
  await tx.run('drop table stage_terms');
  return duplicates.map((d) => ({
    line: d.line,
    reason: `duplicate of line ${d.first_line} (same department, term and click rank)`,
  }));
}
