import {
  trademarkImageUrl,
  type TrademarkRow,
  type TrademarkSearchBody,
  type TrademarkWhy,
} from '@asinasin/contract';
import { distance as levenshtein } from 'fastest-levenshtein';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { Params, Where } from '../sql/statement.js';
import { markIndex } from './mark-index.js';
import { lookUpMarks } from './mark-lookup.js';
import { markKeys, type MarkKeys } from './mark-keys.js';

/**
 * Letters a look-alike may differ by, by the mark's length: none for three letters or fewer (every
 * short word is one letter from many others), one up to six, two beyond (TRUCOOL ≈ TURCOOL,
 * COMMCASH ≈ COMMUNICASH is caught by containment; research §5.1).
 */
export function allowedDistance(length: number): number {
  return length <= 3 ? 0 : length <= 6 ? 1 : 2;
}
/** Containment counts from this many letters: "ai" inside every word says nothing. */
const MIN_CONTAINED = 4;

interface Probe {
  keys: MarkKeys;
  /** what the brand sounds like: its pinyin when Chinese, else its compact form */
  sound: string;
  maxDistance: number;
}

export function probeOf(brand: string): Probe {
  const keys = markKeys(brand);
  return { keys, sound: keys.pinyin ?? keys.compact, maxDistance: allowedDistance(keys.skeleton.length) };
}

/**
 * The condition a mark must meet to be like the probe, as SQL over the stored forms (the table's
 * columns are computed at import, so the search compares columns, never recomputes a form).
 */
export function similarCondition(params: Params, probe: Probe, prefix = ''): string {
  const { keys } = probe;
  const c = params.bind(keys.compact);
  const s = params.bind(keys.skeleton);
  const sound = params.bind(probe.sound);
  const n = params.bind(keys.skeleton.length);
  const d = params.bind(probe.maxDistance);
  const p1 = params.bind(keys.phonetic1);
  const p2 = params.bind(keys.phonetic2);
  const col = (name: string) => prefix + name;
  const conditions = [
    `${col('compact')} = ${c}`,
    `${col('skeleton')} = ${s}`,
    `${col('pinyin')} = ${sound}`,
    `${col('compact')} = ${sound}`,
    // a sound code says little about marks of very different lengths
    `(length(${p1}) >= 2 and abs(${col('mark_length')} - ${n}) <= 3
       and (${col('phonetic1')} in (${p1}, ${p2}) or ${col('phonetic2')} = ${p1}))`,
    `(${d} > 0 and ${col('mark_length')} between ${n} - ${d} and ${n} + ${d}
       and levenshtein(${col('skeleton')}, ${s}) <= ${d})`,
    `(${n} >= ${MIN_CONTAINED} and contains(${col('skeleton')}, ${s}))`,
    `(${col('mark_length')} >= ${MIN_CONTAINED} and contains(${s}, ${col('skeleton')}))`,
  ];
  return `(${conditions.join(' or ')})`;
}

interface StoredMark {
  id: string;
  mark: string;
  norm: string;
  compact: string;
  skeleton: string;
  pinyin: string | null;
  phonetic1: string;
  phonetic2: string;
}

/** Every way the mark is like the probe, strongest first (the contract's TRADEMARK_WHY order). */
export function whyMatched(probe: Probe, mark: StoredMark): { why: TrademarkWhy[]; distance: number } {
  const { keys } = probe;
  const distance = levenshtein(mark.skeleton, keys.skeleton);
  const why: TrademarkWhy[] = [];
  const sameCompact = mark.compact === keys.compact;
  if (mark.norm === keys.norm) why.push('exact');
  else if (sameCompact) why.push('spacing');
  if (!sameCompact && mark.skeleton === keys.skeleton) why.push('lookAlike');
  if (!sameCompact && (mark.pinyin ?? mark.compact) === probe.sound && (mark.pinyin || keys.pinyin))
    why.push('pinyin');
  const phonetic =
    keys.phonetic1.length >= 2 &&
    (mark.phonetic1 === keys.phonetic1 ||
      mark.phonetic1 === keys.phonetic2 ||
      mark.phonetic2 === keys.phonetic1);
  if (!sameCompact && phonetic && Math.abs(mark.skeleton.length - keys.skeleton.length) <= 3)
    why.push('phonetic');
  if (distance > 0 && distance <= probe.maxDistance) why.push('editDistance');
  if (
    mark.skeleton !== keys.skeleton &&
    ((keys.skeleton.length >= MIN_CONTAINED && mark.skeleton.includes(keys.skeleton)) ||
      (mark.skeleton.length >= MIN_CONTAINED && keys.skeleton.includes(mark.skeleton)))
  ) {
    why.push('contains');
  }
  return { why, distance };
}

/** How close a kind of match is, for the order: the SQL twin of whyMatched's first reason. */
function strengthSql(params: Params, probe: Probe): string {
  const { keys } = probe;
  return `case
    when norm = ${params.bind(keys.norm)} then 0
    when compact = ${params.bind(keys.compact)} then 1
    when skeleton = ${params.bind(keys.skeleton)} or pinyin = ${params.bind(probe.sound)} or compact = ${params.bind(probe.sound)} then 2
    when levenshtein(skeleton, ${params.bind(keys.skeleton)}) <= ${params.bind(probe.maxDistance)} then 3
    when phonetic1 = ${params.bind(keys.phonetic1)} then 4
    else 5 end`;
}

type Row = StoredMark &
  Omit<TrademarkRow, 'why' | 'distance'> & { total: number; imported: number; hasImage: boolean };

const ROW_COLUMNS = `id, mark, norm, compact, skeleton, pinyin, phonetic1, phonetic2,
  office, serial_number as "serialNumber", registration_number as "registrationNumber", status,
  status_code as "statusCode", classes, owner, goods_services as "goodsServices",
  strftime(filing_date, '%Y-%m-%d') as "filingDate",
  strftime(registration_date, '%Y-%m-%d') as "registrationDate",
  strftime(expiry_date, '%Y-%m-%d') as "expiryDate", image_url as "imageUrl",
  exists (select 1 from trademark_images where trademark_images.trademark_id = id) as "hasImage"`;

/**
 * Marks like a brand (SPEC §2 `/trademark`): live marks first, then the strongest kind of match,
 * the fewest letters apart, the mark; filtered by office, Nice class and status; one page and the
 * total. Bounded: a page is at most 100 rows. By default the marks are looked up in the in-memory
 * index (mark-index.ts, docs/decisions/0047); `scan` tests every mark in one DuckDB statement
 * instead (the reference the index's test and bench:ip compare with).
 */
export async function searchTrademarks(
  catalog: CatalogQueries,
  query: TrademarkSearchBody,
  how: { use?: 'scan' | 'index' } = {},
): Promise<{ row: TrademarkRow[]; total: number; imported: number }> {
  const probe = probeOf(query.trademark);
  if (how.use === 'scan') return scanTrademarks(catalog, query, probe);
  const index = await markIndex(catalog);
  if (!probe.keys.compact || index.size === 0) return { row: [], total: 0, imported: index.size };
  const found = lookUpMarks(index, probe, query);
  const offset = (query.page - 1) * query.size;
  const page = found.slice(offset, offset + query.size);
  if (page.length === 0) return { row: [], total: found.length, imported: index.size };
  // by id, the primary key: DuckDB reads these few rows through its index (a list of mark keys
  // was a filter over every row, 70-190 ms at 1,000,000 marks against 5-22 ms; bench:ip)
  const ids = page.map((at) => index.id[at]!);
  const params = new Params();
  const rows = await catalog.all<Row>(
    `select ${ROW_COLUMNS} from trademarks where id in (${params.list(ids)})`,
    params.values,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const inOrder = ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
  return { row: inOrder.map((r) => toTrademarkRow(probe, r)), total: found.length, imported: index.size };
}

/** Every mark tested in one statement: the reference the index must agree with. */
async function scanTrademarks(
  catalog: CatalogQueries,
  query: TrademarkSearchBody,
  probe: Probe,
): Promise<{ row: TrademarkRow[]; total: number; imported: number }> {
  const [{ imported } = { imported: 0 }] = await catalog.all<{ imported: number }>(
    'select count(*) as imported from trademarks',
  );
  if (!probe.keys.compact || imported === 0) return { row: [], total: 0, imported };
  const params = new Params();
  const where = new Where(params);
  where.add(similarCondition(params, probe));
  where.equals('office', query.office).equals('status', query.status);
  if (query.classes?.length) where.add(`list_has_any(classes, [${params.list(query.classes)}])`);
  const whereValues = [...params.values];
  const strength = strengthSql(params, probe);
  const distance = `levenshtein(skeleton, ${params.bind(probe.keys.skeleton)})`;
  const offset = (query.page - 1) * query.size;
  const rows = await catalog.all<Row & { strength: number; d: number }>(
    `with hits as materialized (
       select *, ${strength} as strength, ${distance} as d from trademarks where ${where}
     )
     select count(*) over () as total, ${ROW_COLUMNS}
     from hits
     order by status = 'live' desc, status = 'unknown' desc, strength, d, mark, id
     limit ${query.size} offset ${offset}`,
    params.values,
  );
  const total = rows[0]?.total ?? (offset > 0 ? await countHits(catalog, `${where}`, whereValues) : 0);
  return { total, imported, row: rows.map((r) => toTrademarkRow(probe, r)) };
}

function toTrademarkRow(probe: Probe, r: Row): TrademarkRow {
  const { why, distance } = whyMatched(probe, r);
  return {
    id: r.id,
    mark: r.mark,
    office: r.office,
    serialNumber: r.serialNumber,
    registrationNumber: r.registrationNumber,
    status: r.status,
    statusCode: r.statusCode,
    classes: [...(r.classes as number[])],
    owner: r.owner,
    goodsServices: r.goodsServices,
    filingDate: r.filingDate,
    registrationDate: r.registrationDate,
    expiryDate: r.expiryDate,
    // the image imported with the record, shown from the catalog; else the office's link, if any
    imageUrl: r.hasImage ? trademarkImageUrl(r.id) : r.imageUrl,
    why,
    distance,
  };
}

/** The total when the page asked is past the last one (no row carries it). */
async function countHits(catalog: CatalogQueries, where: string, values: Params['values']): Promise<number> {
  const [row] = await catalog.all<{ n: number }>(
    `select count(*) as n from trademarks where ${where}`,
    values,
  );
  return row?.n ?? 0;
}
