import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openCatalog } from './catalog.js';
import { rebuildTermWords } from './term-words.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-term-words-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('rebuilding the word index of search terms', () => {
  it('keys the rows written before the index and indexes every word of every row once', async () => {
    const catalog = await openCatalog(path.join(dir, 'rebuild'));
    // rows as a catalog from before the schema step holds them: no key (and one already keyed)
    const rows: [string, string, number | null][] = [
      ['garlic press', '2024-01-07', null],
      ['garlic press', '2024-01-14', null],
      ['press\tfor garlic  bowl', '2024-01-14', 7],
      ['蒜泥器　不锈钢', '2024-01-14', null],
    ];
    for (const [term, start, key] of rows) {
      await catalog.run(
        `insert into search_terms (marketplace, department, search_term, period_start, period_end, run_id, term_key)
         values ('US', 'Amazon.com', $1, $2::date, $2::date + 6, 1, $3)`,
        [term, start, key],
      );
    }
    await rebuildTermWords(catalog);
    const keys = await catalog.all<{ term_key: bigint | null }>('select term_key from search_terms');
    expect(new Set(keys.map((row) => String(row.term_key))).size).toBe(4);
    expect(keys.some((row) => row.term_key === null)).toBe(false);

    const words = await catalog.all<{ word: string; n: number }>(
      `select word, count(*)::integer as n from search_term_words group by word order by word`,
    );
    expect(words).toEqual([
      { word: 'bowl', n: 1 },
      { word: 'for', n: 1 },
      { word: 'garlic', n: 3 },
      { word: 'press', n: 3 },
      // DuckDB's \s is ASCII white space: a full-width space stays inside the word, as the
      // whole-word pattern of mining reads it
      { word: '蒜泥器　不锈钢', n: 1 },
    ]);
    // a second rebuild gives the same index, not a doubled one
    await rebuildTermWords(catalog);
    const [again] = await catalog.all<{ n: number }>('select count(*)::integer as n from search_term_words');
    expect(again!.n).toBe(9);
    catalog.close();
  });
});
