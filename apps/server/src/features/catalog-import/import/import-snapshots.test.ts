import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedFile } from '../../../../test/support/shared-data.js';
import { importFile } from './import-file.js';
import { useTestCatalog } from '../../../../test/support/import-catalog.js';

const t = useTestCatalog();
const { products, count } = t;

describe.skipIf(!hasSharedData)('snapshots import, shared data', () => {
  it('reads a best-seller list saved three times into history, and each product’s latest values', async () => {
    const summary = await importFile(t.catalog, {
      kind: 'snapshots',
      fileName: 'amazon_us_bestsellers_node11056291_3snapshots.csv',
      bytes: sharedFile('bsr_timeseries', 'amazon_us_bestsellers_node11056291_3snapshots.csv'),
    });
    expect(summary).toMatchObject({
      status: 'done',
      format: 'bestseller-list',
      read: 200,
      accepted: 200,
      rejected: 0,
    });
    const history = await t.catalog.all(
      "select observed_at, bsr, browse_node, rating, rating_count, price from product_snapshots where asin = 'B0CX21RTHH' order by observed_at",
    );
    expect(history[0]).toEqual({
      observed_at: new Date('2026-08-25T05:09:41Z'),
      bsr: 1,
      browse_node: '11056291',
      rating: 4.7,
      rating_count: 22767,
      price: 9.98,
    });
    expect(history).toHaveLength(1);
    const dove = await t.catalog.all<{ rating_count: number; price: number }>(
      "select rating_count, price from product_snapshots where asin = 'B00MEDOY2G' order by observed_at",
    );
    expect(dove).toEqual([
      { rating_count: 86141, price: 11 },
      { rating_count: 86156, price: 10.99 },
      { rating_count: 86172, price: 12.59 },
    ]);
    expect(await count('products')).toBe(80);

    const titles = await products(
      'titles.csv',
      sharedFile('bsr_timeseries', 'amazon_us_bestsellers_node11056291_titles.csv'),
    );
    expect(titles).toMatchObject({
      status: 'failed',
      message: 'bestseller-titles rows do not name their marketplace: name it for the import',
    });
    const named = await products(
      'titles.csv',
      sharedFile('bsr_timeseries', 'amazon_us_bestsellers_node11056291_titles.csv'),
      { marketplace: 'US' },
    );
    expect(named).toMatchObject({ status: 'done', accepted: 67 });
    const [washed] = await t.catalog.all<{ title: string; sub_bsr: number }>(
      "select title, sub_bsr from products where asin = 'B00MEDOY2G'",
    );
    expect(washed!.title).toMatch(/^Dove Body Wash/);
    expect(washed!.sub_bsr).toBeGreaterThan(0);
  });
});
