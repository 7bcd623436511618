import type { CatalogTx } from '../../../../platform/catalog/catalog-db.js';
import type { RowReason } from '../import.repository.js';
import { MAX_STORED_REASONS } from '../import.repository.js';
import { indexTermWords, NEW_TERM_KEY, unindexTermWords } from '../../../../platform/catalog/term-words.js';

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

const SLOT_VALUES = ['asin', 'click_share', 'conversion_share'];
const slots = (aggregate: string) =>
  [1, 2, 3]
    .flatMap((k) => SLOT_VALUES.map((c) => `${aggregate}(${c}) filter (where rank = ${k}) as ${c}_${k}`))
    .join(', ');

/**
 * Puts each term's three clicked products side by side into `stage_wide`, reading `items` (SQL of
 * a report's items: line, department, term, sfr, asin, rank 1 to 3, click_share,
 * conversion_share, and reason, null for an item that passed) in one aggregation. A term and click
 * rank given twice keep their first line and the later copies are told. Only a report with items
 * to tell (refused ones, later copies) has `items` read a second time, and for those alone.
 */
export async function pivotLongStage(
  tx: CatalogTx,
  items: string,
): Promise<{ read: number; rejected: number; reasons: RowReason[] }> {
  const ranksGiven = [1, 2, 3].map((k) => `(count(*) filter (where rank = ${k}) > 0)::integer`).join(' + ');
  // max() stands for "the one value", cheaper than "the first line's": they differ only where a
  // click rank comes twice, and those terms are set again below. Refused items gather in one
  // group without department or term, dropped once counted.
  await tx.run(`create temp table stage_wide as
    select min(line) as line, department, term, min(sfr) as sfr, ${slots('max')}, null::varchar as reason,
           count(*) as items, count(reason) as refused, count(*) - (${ranksGiven}) as copies
    from (select line, sfr, asin, rank, click_share, conversion_share, reason,
                 case when reason is null then department end as department,
                 case when reason is null then term end as term
          from (${items}))
    group by department, term`);
  const [totals] = await tx.all<{ read: number; refused: number; copies: number }>(
    `select coalesce(sum(items), 0) as read, coalesce(sum(refused), 0) as refused,
            coalesce(sum(copies) filter (where department is not null), 0) as copies from stage_wide`,
  );
  const { read, refused, copies } = totals!;
  const reasons = refused + copies > 0 ? await tellItems(tx, items, copies > 0) : [];
  for (const column of ['items', 'refused', 'copies'])
    await tx.run(`alter table stage_wide drop column ${column}`);
  return { read, rejected: refused + copies, reasons };
}

/**
 * Reads `items` again for the refused items and the terms with a click rank given twice alone:
 * the first reasons, and the first line's figures for each click rank of those terms.
 */
async function tellItems(tx: CatalogTx, items: string, hasCopies: boolean): Promise<RowReason[]> {
  await tx.run('delete from stage_wide where department is null');
  await tx.run(`create temp table stage_terms as
    select i.* from (${items}) i
    left join (select department, term from stage_wide where copies > 0) c
      on i.department = c.department and i.term = c.term
    where i.reason is not null or c.department is not null`);
  const refused = await tx.all<RowReason>(
    `select line, reason from stage_terms where reason is not null order by line limit ${MAX_STORED_REASONS}`,
  );
  const copies = await tx.all<{ line: number; first_line: number }>(
    `select line, first_line from (
       select line, row_number() over w as copy, first_value(line) over w as first_line
       from stage_terms where reason is null
       window w as (partition by department, term, rank order by line))
     where copy > 1 order by line limit ${MAX_STORED_REASONS}`,
  );
  if (hasCopies) {
    const set = ['sfr', ...SLOTS].map((c) => `${c} = kept.${c}`).join(', ');
    await tx.run(`update stage_wide set ${set}
      from (select department, term, min(sfr) as sfr, ${slots('max')}
            from (select * from stage_terms where reason is null
                  qualify row_number() over (partition by department, term, rank order by line) = 1)
            group by department, term) kept
      where stage_wide.department = kept.department and stage_wide.term = kept.term`);
  }
  await tx.run('drop table stage_terms');
  return [
    ...refused,
    ...copies.map((d) => ({
      line: d.line,
      reason: `duplicate of line ${d.first_line} (same department, term and click rank)`,
    })),
  ];
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
  ownerId?: number,
): Promise<{ count: number; reasons: RowReason[] }> {
  const duplicates = await numberCopies(
    tx,
    'stage_wide',
    'department, term',
    'department and term',
    'reason is null',
  );
  // A seller's own report goes to their own rows (decisions/0044), never over the shared ones.
  const table = ownerId === undefined ? 'search_terms' : 'own_search_terms';
  const owned = ownerId === undefined ? '' : ` and ${table}.owner_id = ${Number(ownerId)}`;
  const params = [period.marketplace, period.start, period.end];
  const replaced = `${table}.marketplace = $1 and ${table}.period_start = $2::date and ${table}.period_end = $3::date${owned}
       and exists (select 1 from stage_wide s
                   where s.department = ${table}.department and s.term = ${table}.search_term)`;
  // The shared rows are in the word index (term-words.ts): the replaced rows' words go first, the
  // new rows get a key and their words after.
  const shared = ownerId === undefined;
  if (shared) await unindexTermWords(tx, `select term_key from search_terms where ${replaced}`, params);
  await tx.run(`delete from ${table} where ${replaced}`, params);
  await tx.run(
    `insert into ${table} (marketplace, department, search_term, period_start, period_end,
       search_frequency_rank, ${SLOTS.join(', ')}, run_id${shared ? ', term_key' : ', owner_id'})
     select $1, department, term, $2::date, $3::date, sfr, ${SLOTS.join(', ')}, $4, ${shared ? NEW_TERM_KEY : Number(ownerId)}
     from stage_wide where copy = 1`,
    [...params, runId],
  );
  if (shared) await indexTermWords(tx, runId, period);
  await tx.run('drop table stage_wide');
  return duplicates;
}
