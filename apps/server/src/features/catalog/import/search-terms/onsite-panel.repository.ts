import type { CatalogTx } from '../../../../platform/catalog/catalog-db.js';

/** One day's place of a term in the panel's top list, checked (dates as YYYY-MM-DD). */
export interface OnsiteSearch {
  term: string;
  day: string;
  rank: number;
  users: number;
  siteVisits: number;
  category: string | null;
}

export interface SearchTermLabel {
  term: string;
  label: string;
}

/** Writes the panel's rows; a later import of the same term and day replaces its figures. */
export async function writeOnsiteSearches(
  tx: CatalogTx,
  target: { runId: number; marketplace: string },
  rows: OnsiteSearch[],
): Promise<void> {
  await tx.run(`create temp table stage_onsite (
    search_term varchar, day varchar, rank integer, users double, site_visits double, category varchar)`);
  await tx.appendTemp(
    'stage_onsite',
    rows.map((r) => [r.term, r.day, r.rank, r.users, r.siteVisits, r.category]),
    ['varchar', 'varchar', 'integer', 'double', 'double', 'varchar'],
  );
  const updated = ['rank', 'users', 'site_visits', 'category', 'run_id'];
  await tx.run(
    `insert into onsite_searches (marketplace, search_term, day, rank, users, site_visits, category, run_id)
     select $1, search_term, day::date, rank, users, site_visits, category, $2 from stage_onsite
     on conflict (marketplace, search_term, day)
     do update set ${updated.map((c) => `${c} = excluded.${c}`).join(', ')}`,
    [target.marketplace, target.runId],
  );
  await tx.run('drop table stage_onsite');
}

/** Writes the terms' labels; a later import replaces a term's label. */
export async function writeSearchTermLabels(
  tx: CatalogTx,
  target: { runId: number; marketplace: string },
  rows: SearchTermLabel[],
): Promise<void> {
  await tx.run('create temp table stage_labels (search_term varchar, label varchar)');
  await tx.appendTemp(
    'stage_labels',
    rows.map((r) => [r.term, r.label]),
    ['varchar', 'varchar'],
  );
  await tx.run(
    `insert into search_term_labels (marketplace, search_term, label, run_id)
     select $1, search_term, label, $2 from stage_labels
     on conflict (marketplace, search_term) do update set label = excluded.label, run_id = excluded.run_id`,
    [target.marketplace, target.runId],
  );
  await tx.run('drop table stage_labels');
}
