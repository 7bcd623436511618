import type { KeywordMineQuery, KeywordReverseQuery, Language, TermPeriod } from '@asinasin/contract';
import { minedRowsForCsv, reverseRowsForCsv, type TermCsvRow } from '../../catalog/index.js';
import type { CatalogDb } from '../../platform/catalog/catalog-db.js';
import type { CsvColumn } from '../../platform/http/csv-download.js';

/** A line of a keyword CSV: text and numbers as they are written. */
type CsvRow = Record<string, string | number | null>;

/** Header texts in the seller's language; keys are the CSV's columns. */
const HEADERS: Record<string, [zh: string, en: string]> = {
  term: ['搜索词', 'Search term'],
  department: ['类目', 'Department'],
  rank: ['搜索频率排名', 'Search frequency rank'],
  searchVolume: ['搜索量', 'Search volume'],
  clickConcentration: ['点击集中度（前三点击份额之和）', 'Click concentration (top 3 click share sum)'],
  conversionShare: ['转化份额之和', 'Conversion share (sum)'],
  wordCount: ['单词数', 'Word count'],
  asins: ['所查 ASIN', 'Looked-up ASINs'],
  periodStart: ['周期开始', 'Period start'],
  periodEnd: ['周期结束', 'Period end'],
};
for (const k of [1, 2, 3]) {
  HEADERS[`asin${k}`] = [`#${k} 点击 ASIN`, `#${k} clicked ASIN`];
  HEADERS[`clickShare${k}`] = [`#${k} 点击份额`, `#${k} click share`];
  HEADERS[`conversionShare${k}`] = [`#${k} 转化份额`, `#${k} conversion share`];
}

function columnsOf(keys: string[], lang: Language): CsvColumn<CsvRow>[] {
  return keys.map((key) => ({ key, header: HEADERS[key]![lang === 'zh-CN' ? 0 : 1] }));
}

const SLOT_KEYS = [1, 2, 3].flatMap((k) => [`asin${k}`, `clickShare${k}`, `conversionShare${k}`]);

function slotCells(row: TermCsvRow): CsvRow {
  return Object.fromEntries(
    row.slots.flatMap((slot, i) => [
      [`asin${i + 1}`, slot.asin],
      [`clickShare${i + 1}`, slot.clickShare],
      [`conversionShare${i + 1}`, slot.conversionShare],
    ]),
  );
}

async function* mapChunks<In, Out>(chunks: AsyncIterable<In[]>, map: (row: In) => Out) {
  for await (const chunk of chunks) yield chunk.map(map);
}

/** The header line alone: a marketplace without a report. */
async function* noRows(): AsyncGenerator<CsvRow[]> {}

/** A file name a seller recognises: what was asked, where and when. */
const fileName = (what: string, marketplace: string, period: TermPeriod | null) =>
  `${what}-${marketplace}-${period?.end ?? 'none'}.csv`.replace(/[\\/:*?"<>|\s]+/g, '_');

export interface CsvExport {
  fileName: string;
  columns: CsvColumn<CsvRow>[];
  chunks: AsyncIterable<CsvRow[]>;
}

/** Every row of a mining query as CSV lines, streamed as DuckDB yields them. */
export function mineCsv(
  catalog: CatalogDb,
  query: KeywordMineQuery,
  period: TermPeriod | null,
  lang: Language,
  table?: string,
): CsvExport {
  const keys = ['term', 'department', 'rank', 'searchVolume', 'clickConcentration', 'conversionShare'];
  const columns = columnsOf([...keys, 'wordCount', ...SLOT_KEYS, 'periodStart', 'periodEnd'], lang);
  const name = fileName(`keywords-${query.seed}`, query.marketplace, period);
  if (!period) return { fileName: name, columns, chunks: noRows() };
  const chunks = mapChunks(minedRowsForCsv(catalog, query, period, table), (row) => ({
    term: row.term,
    department: row.department,
    rank: row.rank,
    searchVolume: row.searchVolume,
    clickConcentration: row.clickConcentration,
    conversionShare: row.conversionShare,
    wordCount: row.wordCount,
    ...slotCells(row),
    periodStart: period.start,
    periodEnd: period.end,
  }));
  return { fileName: name, columns, chunks };
}

/** Every row of a reverse lookup as CSV lines, streamed as DuckDB yields them. */
export function reverseCsv(
  catalog: CatalogDb,
  query: KeywordReverseQuery,
  period: TermPeriod | null,
  lang: Language,
  table?: string,
): CsvExport {
  const columns = columnsOf(
    ['term', 'department', 'rank', 'asins', ...SLOT_KEYS, 'periodStart', 'periodEnd'],
    lang,
  );
  const asked = new Set(query.asins);
  const name = fileName(`reverse-${[...asked].join('_')}-${query.view}`, query.marketplace, period);
  if (!period) return { fileName: name, columns, chunks: noRows() };
  const chunks = mapChunks(reverseRowsForCsv(catalog, query, period, table), (row) => ({
    term: row.term,
    department: row.department,
    rank: row.rank,
    asins: row.slots
      .map((slot) => slot.asin)
      .filter((a) => a !== null && asked.has(a))
      .join(' '),
    ...slotCells(row),
    periodStart: period.start,
    periodEnd: period.end,
  }));
  return { fileName: name, columns, chunks };
}
