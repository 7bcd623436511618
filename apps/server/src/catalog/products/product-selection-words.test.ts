import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productSelectionQuery, type ProductSelectionInput } from '@asinasin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogDb } from '../../platform/catalog/catalog-db.js';
import { openCatalog } from '../../platform/catalog/catalog.js';
import { rebuildProductWords } from '../../platform/catalog/product-words.js';
import { selectionStatement, type KeywordMatch } from './product-selection.sql.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-selection-words-'));
let catalog: CatalogDb;

// Titles a real catalog has (punctuation, hyphens, Chinese, a word inside another: "press" in
// "espresso") and a deterministic spread of synthetic ones from a small vocabulary (test only).
const ODD_TITLES = [
  'Garlic Press, Stainless Steel',
  'Espresso Tamper 51mm',
  'garlic-press (2 pack) for kids',
  'Presser Foot for Sewing\tMachine',
  '蒜泥器，不锈钢 garlic',
  'Portable Baby Bottle Warmer',
  'GARLIC PRESSES with pet brush',
  'Water Bottle for a Watch Strap, waterproof',
];
const VOCABULARY = 'garlic press portable kids baby pet babysitter kidsafe lamp yoga mat bottle'.split(' ');

function titles(count: number): string[] {
  let state = 11;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () =>
    Array.from(
      { length: 2 + Math.floor(next() * 4) },
      () => VOCABULARY[Math.floor(next() * VOCABULARY.length)],
    ).join(' '),
  );
}

beforeAll(async () => {
  catalog = await openCatalog(dir);
  const all = [...ODD_TITLES, ...titles(600)];
  for (const [i, title] of all.entries()) {
    await catalog.run(
      `insert into products (marketplace, asin, title, brand, search_text, price, bsr, product_key, run_id, updated_at)
       values ('US', $1, $2, 'Brand ' || $3, lower($2 || ' Brand ' || $3), $4, $5, $3, 1, now())`,
      [
        `B0SEL${String(i).padStart(5, '0')}`,
        title,
        i + 1,
        5 + (i % 90),
        i % 7 === 0 ? null : 1 + ((i * 37) % 500),
      ],
    );
  }
  await rebuildProductWords(catalog);
});
afterAll(() => {
  catalog.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const QUERIES: ProductSelectionInput[] = [
  { keyword: 'garlic press' },
  { keyword: 'press' },
  { keyword: 'PRESS, garlic' },
  { keyword: 'portable', excludeKeywords: 'kids, baby, pet', price: { max: 60 } },
  { keyword: 'garlic', excludeKeywords: 'press' },
  { keyword: 'kids', excludeKeywords: 'baby' },
  { keyword: '蒜泥器' },
  { keyword: 'bottle', excludeKeywords: 'warmer yoga', price: { min: 20, max: 70 }, page: 2, size: 20 },
  { keyword: 'nowhere' },
  // one product, three of its words hold "wat": counted once
  { keyword: 'wat' },
  { keyword: 'ess' },
  { excludeKeywords: 'garlic' },
];

async function bothWays(input: ProductSelectionInput) {
  const query = { sort: 'bsr' as const, order: 'asc' as const, ...productSelectionQuery.parse(input) };
  const run = async (match: KeywordMatch) => {
    const { sql, params } = selectionStatement(query, { limit: 10_000, offset: 0 }, match);
    const rows = await catalog.all<{ total: number; asin: string | null }>(sql, params);
    return { total: Number(rows[0]?.total ?? 0), asins: rows.flatMap((row) => (row.asin ? [row.asin] : [])) };
  };
  return { index: await run('index'), scan: await run('scan') };
}

describe('keyword filters through the word index', () => {
  it('find row for row, in order, what the substring scan finds, excluded words included', async () => {
    let found = 0;
    for (const input of QUERIES) {
      const { index, scan } = await bothWays(input);
      expect(index, JSON.stringify(input)).toEqual(scan);
      found += index.total;
    }
    // the comparison compared something: the keywords find products, the exclusions take some away
    expect(found).toBeGreaterThan(500);
    const all = await bothWays({ keyword: 'portable' });
    const kept = await bothWays({ keyword: 'portable', excludeKeywords: 'kids, baby, pet' });
    expect(kept.index.total).toBeGreaterThan(0);
    expect(kept.index.total).toBeLessThan(all.index.total);
    // "kids" inside "kidsafe" is excluded too, as the substring scan excludes it
    const kidsafe = await bothWays({ keyword: 'kidsafe', excludeKeywords: 'kids' });
    expect(kidsafe.index.total).toBe(0);
    expect(kidsafe.scan.total).toBe(0);
  });
});
