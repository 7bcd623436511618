import type { AbaPeriod, AbaSource } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { Params } from '../sql/statement.js';
import { shareSum } from '../terms/clicked.js';

/**
 * SQL pieces the Brand Analytics calls share (docs/data/aba.md). Every statement binds its values
 * as positional parameters through `Params`.
 */

/**
 * The shared catalog's table. A seller's view passes the expression `termsTable` builds instead
 * (catalog/terms/terms-source.ts, decisions/0044), which stands wherever this name stood.
 */
export const SHARED_TERMS = 'search_terms';

/** Click concentration: the three click shares added up; null when the report gives none. */
export const CLICK_CONCENTRATION = shareSum('click_share');
export const CONVERSION_CONCENTRATION = shareSum('conversion_share');

/** The rows of one department and period of a marketplace: what bounds every query here. */
export function reportWhere(b: Params, marketplace: string, department: string, period: AbaPeriod): string {
  return `marketplace = ${b.bind(marketplace)} and department = ${b.bind(department)}
    and period_start = ${b.bind(period.start)}::date and period_end = ${b.bind(period.end)}::date`;
}

/** The optional term filters: part of the term, rank range, click concentration at most a share. */
export function termFilters(
  b: Params,
  filters: { term?: string; rankMin?: number; rankMax?: number; maxClickConcentration?: number },
): string {
  const conditions: string[] = [];
  const term = filters.term?.trim().toLowerCase();
  if (term) conditions.push(`contains(lower(search_term), ${b.bind(term)})`);
  if (filters.rankMin !== undefined) conditions.push(`search_frequency_rank >= ${b.bind(filters.rankMin)}`);
  if (filters.rankMax !== undefined) conditions.push(`search_frequency_rank <= ${b.bind(filters.rankMax)}`);
  if (filters.maxClickConcentration !== undefined) {
    // rounded: 0.1 + 0.1 + 0.1 is 0.30000000000000004 in doubles, and must pass a 30 % threshold
    conditions.push(`round(${CLICK_CONCENTRATION}, 9) <= ${b.bind(filters.maxClickConcentration)}`);
  }
  return conditions.map((c) => ` and ${c}`).join('');
}

interface RunRow {
  id: number;
  file_name: string;
  finished_at: Date | null;
}

/** The imports that wrote these rows (by run id), latest first: the provenance shown with every figure. */
export async function sourcesOf(catalog: CatalogQueries, runIds: number[]): Promise<AbaSource[]> {
  const ids = [...new Set(runIds)];
  if (ids.length === 0) return [];
  const b = new Params();
  const rows = await catalog.all<RunRow>(
    `select id, file_name, finished_at from import_runs where id in (${b.list(ids)}) order by id desc`,
    b.values,
  );
  return rows.map((r) => ({
    runId: r.id,
    fileName: r.file_name,
    importedAt: r.finished_at ? r.finished_at.toISOString() : null,
  }));
}

/** The runs that wrote one department and period (usually one import; a re-import adds another). */
export async function reportSources(
  catalog: CatalogQueries,
  marketplace: string,
  department: string,
  period: AbaPeriod,
  table = SHARED_TERMS,
): Promise<AbaSource[]> {
  const b = new Params();
  const rows = await catalog.all<{ run_id: number }>(
    `select distinct run_id from ${table} where ${reportWhere(b, marketplace, department, period)}`,
    b.values,
  );
  return sourcesOf(
    catalog,
    rows.map((r) => r.run_id),
  );
}
