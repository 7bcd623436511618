import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { PATENT_COLUMNS, type DesignPatentRow } from './search-design-patents.js';

/** The newest design patents (by publication, then number), of one Locarno class or all. */
export async function newestDesignPatents(
  catalog: CatalogQueries,
  options: { locarnoClass?: string; page: number; size: number },
): Promise<{ rows: DesignPatentRow[]; total: number }> {
  const where = options.locarnoClass ? 'where p.locarno_class = $1' : '';
  const params = options.locarnoClass ? [options.locarnoClass] : [];
  const rows = await catalog.all<DesignPatentRow>(
    `select ${PATENT_COLUMNS} from design_patents p left join design_patent_drawings d using (patent_number) ${where}
     order by p.publication_date desc nulls last, p.patent_number desc
     limit ${options.size} offset ${(options.page - 1) * options.size}`,
    params,
  );
  const [count] = await catalog.all<{ total: number }>(
    `select count(*) as total from design_patents p ${where}`,
    params,
  );
  return { rows, total: count?.total ?? 0 };
}

/** How many design patents each Locarno class holds, and the newest publication date. */
export async function designPatentTotals(
  catalog: CatalogQueries,
): Promise<{ total: number; byClass: Map<string, number>; newest: string | null }> {
  const rows = await catalog.all<{ locarnoClass: string | null; count: number; newest: string | null }>(
    `select locarno_class as "locarnoClass", count(*) as count, strftime(max(publication_date), '%Y-%m-%d') as newest
     from design_patents group by locarno_class`,
  );
  const byClass = new Map(rows.filter((r) => r.locarnoClass).map((r) => [r.locarnoClass!, r.count]));
  const newest =
    rows
      .map((r) => r.newest)
      .filter(Boolean)
      .sort()
      .at(-1) ?? null;
  return { total: rows.reduce((sum, r) => sum + r.count, 0), byClass, newest };
}

/** A drawing's PNG, or undefined. */
export async function designPatentDrawing(
  catalog: CatalogQueries,
  patentNumber: string,
): Promise<Uint8Array | undefined> {
  const [row] = await catalog.all<{ png: Uint8Array }>(
    `select png from design_patent_drawings where regexp_replace(patent_number, '^USD0*', '') = regexp_replace(upper($1), '^(US)?D0*', '')`,
    [patentNumber],
  );
  return row?.png;
}
