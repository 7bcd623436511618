import type { CatalogTx } from '../../../../platform/catalog/catalog-db.js';
import { loadStage } from '../stage-table.js';

/**
 * Writes the panel's rows (a stage file of one day's place of a term in the top list, dates as
 * YYYY-MM-DD); a later import of the same term and day replaces its figures.
 */
export async function writeOnsiteSearches(
  tx: CatalogTx,
  target: { runId: number; marketplace: string },
  searches: string,
): Promise<void> {
  await tx.run(`create temp table stage_onsite (
    search_term varchar, day varchar, rank integer, users double, site_visits double, category varchar)`);
  await loadStage(tx, 'stage_onsite', searches);
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

/** Writes the terms' labels (a stage file of term and label); a later import replaces a term's label. */
export async function writeSearchTermLabels(
  tx: CatalogTx,
  target: { runId: number; marketplace: string },
  labels: string,
): Promise<void> {
  await tx.run('create temp table stage_labels (search_term varchar, label varchar)');
  await loadStage(tx, 'stage_labels', labels);
  await tx.run(
    `insert into search_term_labels (marketplace, search_term, label, run_id)
     select $1, search_term, label, $2 from stage_labels
     on conflict (marketplace, search_term) do update set label = excluded.label, run_id = excluded.run_id`,
    [target.marketplace, target.runId],
  );
  await tx.run('drop table stage_labels');
}
