import { expect, it } from 'vitest';
import { csv, useTestCatalog } from '../../../../test/support/import-catalog.js';
import { beginImport } from './import-file.js';
import { findRun } from './import-runs.repository.js';

const t = useTestCatalog();

const file = (asin: string, price: number) =>
  csv(`marketplace,asin,title,price,currency,bsr\nUS,${asin},Garlic press,${price},USD,3400`);

/** Resolves once `count` writes wait for their turn: the catalog's own state, polled. */
async function untilWaiting(count: number): Promise<void> {
  while (t.catalog.writesWaiting < count) await new Promise((resolve) => setImmediate(resolve));
}

// Imports from different sources (the demo data, an upload, Keepa, an Amazon account) used to write
// the same product rows side by side, and DuckDB refused one of them ("Conflict on update!").
it("waits for the catalog's write before it, then imports and refreshes the metrics", async () => {
  let open!: () => void;
  const earlier = t.catalog.writing(() => new Promise<void>((resolve) => (open = resolve)));
  const first = await beginImport(t.catalog, {
    kind: 'products',
    fileName: 'a.csv',
    bytes: file('B0TEST0001', 12),
  });
  const second = await beginImport(t.catalog, {
    kind: 'products',
    fileName: 'b.csv',
    bytes: file('B0TEST0001', 14),
  });
  await untilWaiting(2);
  // both runs are recorded and wait: nothing of theirs is written while the earlier write holds
  expect(await findRun(t.catalog, first.runId)).toMatchObject({ status: 'running', accepted: 0 });
  expect(await t.catalog.all('select asin from products')).toEqual([]);
  open();
  await earlier;
  const summaries = await Promise.all([first.done, second.done]);
  expect(summaries.map((s) => s.status)).toEqual(['done', 'done']);
  // they ran in the order they came: the later file's price stands
  expect(await t.catalog.all('select asin, price from products')).toEqual([
    { asin: 'B0TEST0001', price: 14 },
  ]);
  expect(t.catalog.writesWaiting).toBe(0);
});
