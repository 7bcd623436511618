import type { KeywordMineQuery, KeywordReverseQuery, TermPeriod } from '@asinasin/contract';
import type { CatalogDb } from '../../platform/catalog/catalog-db.js';
import { roundShare, type ClickedColumns } from '../terms/clicked.js';
import { termFigures, type MinedRow, type ReverseRow } from './keywords.repository.js';
import { mineAllStatement, reverseAllStatement } from './keywords.sql.js';

/** One of a term's three clicked slots as a CSV writes it: empty slots stay, as empty cells. */
export interface CsvSlot {
  asin: string | null;
  clickShare: number | null;
  conversionShare: number | null;
}

/** A search term's row of a keyword CSV, its shares rounded as on the screens. */
export interface TermCsvRow {
  term: string;
  department: string;
  rank: number | null;
  searchVolume: number | null;
  clickConcentration: number | null;
  conversionShare: number | null;
  wordCount: number | null;
  slots: [CsvSlot, CsvSlot, CsvSlot];
}

const slotsOf = (row: ClickedColumns): TermCsvRow['slots'] =>
  ([1, 2, 3] as const).map((k) => ({
    asin: row[`asin_${k}`],
    clickShare: roundShare(row[`click_share_${k}`]),
    conversionShare: roundShare(row[`conversion_share_${k}`]),
  })) as TermCsvRow['slots'];

async function* mapChunks<In, Out>(chunks: AsyncIterable<In[]>, map: (row: In) => Out) {
  for await (const chunk of chunks) yield chunk.map(map);
}

/** Every row of a mining query in the table's order, streamed as DuckDB yields them. */
export function minedRowsForCsv(
  catalog: CatalogDb,
  query: KeywordMineQuery,
  period: TermPeriod,
  table?: string,
): AsyncIterable<TermCsvRow[]> {
  const { sql, params } = mineAllStatement(query, period, table);
  return mapChunks(catalog.stream<MinedRow>(sql, params), (row) => ({
    ...termFigures(row),
    slots: slotsOf(row),
  }));
}

/** Every row of a reverse lookup in the table's order, streamed as DuckDB yields them. */
export function reverseRowsForCsv(
  catalog: CatalogDb,
  query: KeywordReverseQuery,
  period: TermPeriod,
  table?: string,
): AsyncIterable<TermCsvRow[]> {
  const { sql, params } = reverseAllStatement(query, period, table);
  return mapChunks(catalog.stream<ReverseRow>(sql, params), (row) => ({
    term: row.term,
    department: row.department,
    rank: row.rank,
    searchVolume: null,
    clickConcentration: null,
    conversionShare: null,
    wordCount: null,
    slots: slotsOf(row),
  }));
}
