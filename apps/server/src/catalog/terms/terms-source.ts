import type { TermsScope } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';

/** Who reads search terms, and which of them (decisions/0044). */
export interface TermsViewer {
  /** the signed-in seller; undefined reads the shared catalog alone */
  userId?: number;
  scope?: TermsScope;
}

const SHARED = 'search_terms';

/**
 * The search-terms rows a seller may read, as a table expression standing where `search_terms`
 * stood: the shared catalog, the seller's own rows (pulled through their own SP-API connection), or
 * both. In "all", a period the seller pulled themselves shows their own report and not the shared
 * one, so a term is never counted twice. A seller with no own rows reads the table itself.
 */
export async function termsTable(catalog: CatalogQueries, viewer: TermsViewer = {}): Promise<string> {
  const { userId, scope = 'all' } = viewer;
  if (userId === undefined || scope === 'shared') return SHARED;
  // An integer from the session, written as a literal so the statements keep their parameters.
  const owner = Math.trunc(Number(userId));
  const own = `(select * exclude (owner_id) from own_search_terms where owner_id = ${owner})`;
  if (scope === 'mine') return own;
  const [found] = await catalog.all<{ n: number }>(
    `select count(*) as n from (select 1 from own_search_terms where owner_id = ${owner} limit 1)`,
  );
  if (Number(found?.n ?? 0) === 0) return SHARED;
  return `(select * from ${own} union all by name
    select s.* from search_terms s anti join
      (select distinct marketplace, period_start, period_end from own_search_terms where owner_id = ${owner}) o
      using (marketplace, period_start, period_end))`;
}
