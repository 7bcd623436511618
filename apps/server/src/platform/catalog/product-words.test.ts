import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openCatalog } from './catalog.js';
import { indexProductWords, rebuildProductWords } from './product-words.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-words-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Titles with the separators and joins a real catalog has: punctuation, hyphens, digits, Chinese,
// a full-width comma, tabs, a word inside another ("press" in "espresso").
const TITLES = [
  'Garlic Press, Stainless Steel',
  'Espresso Tamper 51mm',
  'garlic-press (2 pack)',
  'Presser Foot for Sewing\tMachine',
  '蒜泥器，不锈钢 garlic',
  'Water Bottle 1L',
  'GARLIC PRESSES',
  null,
];
// A seller's words never hold white space or commas: the keyword box is split on them.
const WORDS = [
  'press',
  'garlic',
  'garlic-press',
  '2',
  '(2',
  'pack)',
  '不锈钢',
  '蒜',
  'l',
  'presses',
  '51mm',
  'm',
];

async function insertProducts(catalog: Awaited<ReturnType<typeof openCatalog>>, titles: (string | null)[]) {
  for (const [i, title] of titles.entries()) {
    await catalog.run(
      `insert into products (marketplace, asin, title, search_text, product_key, run_id, updated_at)
       values ('US', $1, $2, lower($2), ${i + 1}, 1, now())
       on conflict (marketplace, asin) do update set title = excluded.title, search_text = excluded.search_text`,
      [`B0WORDS${String(i).padStart(3, '0')}`, title],
    );
  }
}

/** The asins the index finds for a word, and the ones a substring scan finds. */
async function bothWays(catalog: Awaited<ReturnType<typeof openCatalog>>, word: string) {
  const byIndex = await catalog.all<{ asin: string }>(
    `select p.asin from products p where p.product_key in (select r from product_words where marketplace = 'US'
       and word in (select word from product_vocabulary where marketplace = 'US' and contains(word, $1)))
     order by p.asin`,
    [word],
  );
  const byScan = await catalog.all<{ asin: string }>(
    `select asin from products where marketplace = 'US' and contains(search_text, $1) order by asin`,
    [word],
  );
  return { byIndex: byIndex.map((r) => r.asin), byScan: byScan.map((r) => r.asin) };
}

describe('the word index of product titles', () => {
  it('finds exactly what a substring scan finds, for words inside words and around punctuation', async () => {
    const catalog = await openCatalog(path.join(dir, 'exact'));
    await insertProducts(catalog, TITLES);
    await rebuildProductWords(catalog);
    for (const word of WORDS) {
      const { byIndex, byScan } = await bothWays(catalog, word);
      expect(byIndex, word).toEqual(byScan);
    }
    expect((await bothWays(catalog, 'press')).byIndex).toHaveLength(5);
    catalog.close();
  });

  it('follows a product whose title changed, and keeps after the file is closed and opened', async () => {
    const catalog = await openCatalog(path.join(dir, 'changes'));
    await insertProducts(catalog, TITLES);
    await rebuildProductWords(catalog);
    await insertProducts(catalog, ['Lemon Squeezer', ...TITLES.slice(1), 'Yoga Mat']);
    // an update moves DuckDB's row ids; the product keys stay
    await catalog.run(`update products set price = 10`);
    await indexProductWords(catalog, `select 'US' as marketplace, asin from products`);
    expect((await bothWays(catalog, 'garlic')).byIndex).not.toContain('B0WORDS000');
    for (const word of [...WORDS, 'lemon', 'yoga']) {
      const { byIndex, byScan } = await bothWays(catalog, word);
      expect(byIndex, word).toEqual(byScan);
    }
    await catalog.run('checkpoint');
    catalog.close();
    const reopened = await openCatalog(path.join(dir, 'changes'));
    const { byIndex, byScan } = await bothWays(reopened, 'yoga');
    expect(byIndex).toEqual(['B0WORDS008']);
    expect(byIndex).toEqual(byScan);
    reopened.close();
  });
});
