import { performance } from 'node:perf_hooks';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { describeQuery } from './drawing-descriptor.js';
import { indexedDrawings, scoreDrawings, topDrawings } from './drawing-index.js';
import { lap, type DrawingSearchSplit } from './drawing-search-split.js';

/** What the patent search filters and ranks by (SPEC §3's draft, named for the catalog). */
export interface DesignPatentQuery {
  keywords?: string;
  image?: Uint8Array;
  applicant?: string;
  applyFrom?: string;
  applyTo?: string;
  publication?: string;
  locarnoClass?: string;
  locarnoSubclass?: string;
  patentNumber?: string;
  designer?: string;
  agency?: string;
  agent?: string;
  applicantAddress?: string;
  page: number;
  size: number;
}

export interface DesignPatentRow {
  patentNumber: string;
  title: string;
  locarnoClass: string | null;
  locarnoSubclass: string | null;
  locarnoMapped: boolean;
  uspcClass: string | null;
  applyDate: string | null;
  publicationDate: string | null;
  applicant: string | null;
  designer: string | null;
  agency: string | null;
  agent: string | null;
  applicantAddress: string | null;
  hasDrawing: boolean;
}

export interface DesignPatentHit extends DesignPatentRow {
  score: number;
  imageScore: number | null;
  /** codes the web words: "image", "title:<word>", "class", "applicant", … */
  why: string[];
}

export const PATENT_COLUMNS = `p.patent_number as "patentNumber", p.title, p.locarno_class as "locarnoClass",
  p.locarno_subclass as "locarnoSubclass", p.locarno_mapped as "locarnoMapped", p.uspc_class as "uspcClass",
  strftime(p.apply_date, '%Y-%m-%d') as "applyDate", strftime(p.publication_date, '%Y-%m-%d') as "publicationDate",
  p.applicant, p.designer, p.agency, p.agent, p.applicant_address as "applicantAddress",
  d.patent_number is not null as "hasDrawing"`;

const CONTAINS: [keyof DesignPatentQuery, string, string][] = [
  ['applicant', 'p.applicant', 'applicant'],
  ['designer', 'p.designer', 'designer'],
  ['agency', 'p.agency', 'agency'],
  ['agent', 'p.agent', 'agent'],
  ['applicantAddress', 'p.applicant_address', 'applicantAddress'],
];

function whereOf(query: DesignPatentQuery): { sql: string; params: string[]; why: string[] } {
  const clauses: string[] = [];
  const params: string[] = [];
  const why: string[] = [];
  const bind = (value: string) => `$${params.push(value)}`;
  for (const [key, column, code] of CONTAINS) {
    const value = query[key];
    if (typeof value === 'string' && value !== '') {
      clauses.push(`${column} ilike ${bind(`%${value}%`)}`);
      why.push(code);
    }
  }
  const number = (value: string) => value.toUpperCase().replace(/^(US)?D0*/, '');
  if (query.patentNumber)
    clauses.push(`regexp_replace(p.patent_number, '^USD0*', '') = ${bind(number(query.patentNumber))}`);
  if (query.publication)
    clauses.push(`regexp_replace(p.patent_number, '^USD0*', '') = ${bind(number(query.publication))}`);
  if (query.locarnoClass) {
    clauses.push(`p.locarno_class = ${bind(query.locarnoClass)}`);
    why.push('class');
  }
  if (query.locarnoSubclass) clauses.push(`p.locarno_subclass = ${bind(query.locarnoSubclass)}`);
  if (query.applyFrom) clauses.push(`p.apply_date >= ${bind(query.applyFrom)}::date`);
  if (query.applyTo) clauses.push(`p.apply_date <= ${bind(query.applyTo)}::date`);
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params, why };
}

const wordsOf = (text: string) => [
  ...new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1),
  ),
];

/**
 * Design patents that pass the filters, ranked by image similarity (when an image is given) and by
 * the share of keywords their title and parties hold (when keywords are given); both weigh in when
 * both are given. Without either, the newest first.
 */
export async function searchDesignPatents(
  catalog: CatalogQueries,
  query: DesignPatentQuery,
  split?: DrawingSearchSplit,
): Promise<{ rows: DesignPatentHit[]; total: number; indexed: number }> {
  const where = whereOf(query);
  const words = query.keywords ? wordsOf(query.keywords) : [];
  const descriptors = query.image ? (await describeQuery(query.image, split)).descriptors : null;
  if (descriptors && words.length === 0) return searchByImage(catalog, descriptors, where, query, split);
  const imageScores = descriptors ? await scoreDrawings(catalog, descriptors) : null;
  const candidates = await catalog.all<DesignPatentRow & { searchText: string }>(
    `select ${PATENT_COLUMNS}, p.search_text as "searchText"
     from design_patents p left join design_patent_drawings d using (patent_number) ${where.sql}
     order by p.publication_date desc nulls last, p.patent_number desc`,
    where.params,
  );
  const hits: DesignPatentHit[] = [];
  for (const { searchText, ...row } of candidates) {
    const matched = words.filter((word) => searchText.includes(word));
    if (words.length > 0 && matched.length === 0 && !imageScores) continue;
    const textScore = words.length ? matched.length / words.length : null;
    const imageScore = imageScores ? (imageScores.get(row.patentNumber) ?? null) : null;
    if (imageScores && imageScore === null && (textScore ?? 0) === 0) continue;
    const parts = [
      imageScore === null ? null : { value: imageScore, weight: 0.7 },
      textScore === null ? null : { value: textScore, weight: 0.3 },
    ].filter((part) => part !== null);
    const weight = parts.reduce((sum, part) => sum + part.weight, 0);
    const score = weight ? parts.reduce((sum, part) => sum + part.value * part.weight, 0) / weight : 0;
    hits.push(hitOf(row, score, imageScore, [...matched.map((word) => `title:${word}`), ...where.why]));
  }
  if (imageScores || words.length) hits.sort((a, b) => b.score - a.score);
  const start = (query.page - 1) * query.size;
  return {
    rows: hits.slice(start, start + query.size),
    total: hits.length,
    indexed: await indexedDrawings(catalog),
  };
}

function hitOf(
  row: DesignPatentRow,
  score: number,
  imageScore: number | null,
  why: string[],
): DesignPatentHit {
  return {
    ...row,
    score: Math.round(score * 1000) / 1000,
    imageScore: imageScore === null ? null : Math.round(imageScore * 1000) / 1000,
    why: [...(imageScore !== null ? ['image'] : []), ...why],
  };
}

/**
 * An image without keywords: the hits are the patents passing the filters that have a drawing,
 * ranked by the image alone. The index finds the page's end's best drawings among them without
 * scoring every one in full (drawing-index.ts), then the page's rows are read by number. Without
 * filters no patent number is read to rank: every indexed drawing is a candidate.
 */
async function searchByImage(
  catalog: CatalogQueries,
  descriptors: Float32Array[],
  where: { sql: string; params: string[]; why: string[] },
  query: DesignPatentQuery,
  split?: DrawingSearchSplit,
): Promise<{ rows: DesignPatentHit[]; total: number; indexed: number }> {
  const at = performance.now();
  const filtered = where.sql
    ? (
        await catalog.all<{ patentNumber: string }>(
          `select p.patent_number as "patentNumber" from design_patents p
           join design_patent_drawings d using (patent_number) ${where.sql}`,
          where.params,
        )
      ).map((row) => row.patentNumber)
    : undefined;
  const start = (query.page - 1) * query.size;
  // the total and the index's size are read while the index scans (DuckDB works on its own threads)
  const counted = Promise.all([
    filtered
      ? [{ total: filtered.length }]
      : catalog.all<{ total: number }>(
          'select count(*)::integer as total from design_patents p join design_patent_drawings d using (patent_number)',
        ),
    indexedDrawings(catalog),
  ]);
  counted.catch(() => undefined); // met below, once the scan is done
  lap(split, 'read', at);
  const best = await topDrawings(catalog, descriptors, start + query.size, filtered, split);
  const after = performance.now();
  const page = best.slice(start);
  const [rows, [[count], indexed]] = await Promise.all([
    page.length
      ? catalog.all<DesignPatentRow>(
          `select ${PATENT_COLUMNS} from design_patents p left join design_patent_drawings d using (patent_number)
           where p.patent_number in (${page.map((_, i) => `$${i + 1}`).join(', ')})`,
          page.map((hit) => hit.patentNumber),
        )
      : [],
    counted,
  ]);
  lap(split, 'read', after);
  const byNumber = new Map(rows.map((row) => [row.patentNumber, row]));
  return {
    rows: page.flatMap((hit) => {
      const row = byNumber.get(hit.patentNumber);
      return row ? [hitOf(row, hit.score, hit.score, where.why)] : [];
    }),
    total: count?.total ?? 0,
    indexed,
  };
}
