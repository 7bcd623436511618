import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedFile } from '../../../../test/support/shared-data.js';
import { importFile } from './import-file.js';
import { csv, useTestCatalog } from '../../../../test/support/import-catalog.js';

const t = useTestCatalog();
const { count } = t;

describe.skipIf(!hasSharedData)('pages import, shared data', () => {
  const page = (folder: string, file: string) =>
    importFile(t.catalog, { kind: 'pages', fileName: file, bytes: sharedFile(folder, file) });

  it('stores what a product page shows, in the catalog’s units', async () => {
    const summary = await page('product_pages_html_intl', 'amazon_us_dp_B01LW7X0JJ.html');
    expect(summary).toMatchObject({ status: 'done', format: 'product-page', read: 1, accepted: 1 });
    const [row] = await t.catalog.all(
      `select marketplace, brand, price, currency, rating, rating_count, bsr, bsr_category, sub_bsr, sub_bsr_category,
         weight_g, length_cm, width_cm, height_cm from products where asin = 'B01LW7X0JJ'`,
    );
    expect(row).toEqual({
      marketplace: 'US',
      brand: 'uxcell',
      price: 7.99,
      currency: 'USD',
      rating: 4.5,
      rating_count: 105,
      bsr: 25654,
      bsr_category: 'Home & Kitchen',
      sub_bsr: 30,
      sub_bsr_category: 'Dining Chair Slipcovers',
      weight_g: 119.1, // 4.2 oz
      length_cm: 16.51, // 6.5 × 4.1 × 2.6 inches
      width_cm: 10.41,
      height_cm: 6.6,
    });
  });

  it('stores each result of a Best Sellers page with its rank in the list’s category', async () => {
    const summary = await page(
      'bestseller_pages_html',
      'amazon_com_bestsellers_tools_home_improvement_2022.html',
    );
    expect(summary).toMatchObject({ status: 'done', format: 'bestsellers-page', read: 30, accepted: 30 });
    const ranks = await t.catalog.all<{ sub_bsr: number; sub_bsr_category: string }>(
      'select distinct sub_bsr_category from products',
    );
    expect(ranks).toEqual([{ sub_bsr_category: 'Tools & Home Improvement' }]);
  });

  it('counts a product shown twice on a search page once', async () => {
    const summary = await page('search_results_html', 'amazon_de_search_2022_katzenfutter.html');
    expect(summary).toMatchObject({ status: 'done', format: 'search-page', rejected: 0 });
    expect(summary.accepted).toBe(summary.read);
    expect(await count('products')).toBe(summary.read);
  });

  it('refuses a marketplace outside the nine and a page that is not Amazon’s', async () => {
    const ae = await page('product_pages_html_intl', 'amazon_ae_dp_B0D37RC231.html');
    expect(ae.reasons).toEqual([
      { line: 1, reason: 'marketplace: AE is not one of the nine (US, UK, DE, FR, JP, CA, IT, ES, IN)' },
    ]);
    const other = await importFile(t.catalog, {
      kind: 'pages',
      fileName: 'blog.html',
      bytes: csv('<html><head><title>My blog</title></head><body><p>Hello</p></body></html>'),
    });
    expect(other).toMatchObject({ status: 'failed' });
    expect(other.message).toContain('this is not an Amazon page');
    expect(await count('products')).toBe(0);
  });
});

/** The repository's own saved pages (data/amazon-pages, see its SOURCE.md files). */
const SAVED_PAGES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../data/amazon-pages',
);

describe('pages import, saved pages of data/amazon-pages', () => {
  const savedPage = (file: string) =>
    importFile(t.catalog, {
      kind: 'pages',
      fileName: path.basename(file, '.gz'),
      bytes: gunzipSync(readFileSync(path.join(SAVED_PAGES_DIR, file))),
    });

  it('does not store a used copy’s price as the product’s price', async () => {
    const used = await savedPage('amazon-page-parser/development/uk_dp_B00004YS4O.html.gz');
    expect(used).toMatchObject({ status: 'done', accepted: 1 });
    const fresh = await savedPage('amazon-page-parser/development/uk_dp_B07H57DNVV.html.gz');
    expect(fresh).toMatchObject({ status: 'done', accepted: 1 });
    const rows = await t.catalog.all(
      `select asin, price, currency, rating_count from products where asin in ('B00004YS4O', 'B07H57DNVV') order by asin`,
    );
    expect(rows).toEqual([
      { asin: 'B00004YS4O', price: null, currency: null, rating_count: 1 },
      { asin: 'B07H57DNVV', price: 6.99, currency: 'GBP', rating_count: 136 },
    ]);
  });
});
