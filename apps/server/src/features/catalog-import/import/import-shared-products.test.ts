import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedFile } from '../../../../test/support/shared-data.js';
import { useTestCatalog } from '../../../../test/support/import-catalog.js';

const t = useTestCatalog();
const { products, count } = t;

describe.skipIf(!hasSharedData)('products import, shared data', () => {
  it('reads products_us_2023 with its category table, keeping Amazon’s own “bought in past month”', async () => {
    const categories = await products(
      'amazon_categories.csv',
      sharedFile('products_us_2023', 'amazon_categories.csv'),
    );
    expect(categories).toMatchObject({
      status: 'done',
      format: 'asaniczka-2023-categories',
      accepted: 248,
      rejected: 0,
    });
    const summary = await products(
      'amazon_us_products_2023_subset.csv',
      sharedFile('products_us_2023', 'amazon_us_products_2023_subset.csv'),
    );
    expect(summary).toMatchObject({
      status: 'done',
      format: 'asaniczka-2023',
      read: 3920,
      rejected: 0,
      accepted: 3920,
    });
    const [luggage] = await t.catalog.all(
      "select marketplace, title, price, list_price, rating, rating_count, category_path, bought_past_month, is_best_seller from products where asin = 'B014TMV5YE'",
    );
    expect(luggage).toEqual({
      marketplace: 'US',
      title: 'Sion Softside Expandable Roller Luggage, Black, Checked-Large 29-Inch',
      price: 139.99,
      list_price: null,
      rating: 4.5,
      rating_count: null,
      category_path: 'Suitcases',
      bought_past_month: 2000,
      is_best_seller: false,
    });
    // The source writes 0 where it has no figure: none of those zeros is stored as data.
    const zeros = await t.catalog.all<{ n: number }>(
      'select count(*) as n from products where bought_past_month = 0 or list_price = 0 or rating_count = 0 or price = 0',
    );
    expect(zeros[0]!.n).toBe(0);
  });
});

describe.skipIf(!hasSharedData)('products import, more shared files', () => {
  it('reads the UK toys’ raw detail text: ASIN, ranks, weight, dimensions, first date', async () => {
    const summary = await products(
      'toys_uk_detailed_512.csv',
      sharedFile('products', 'toys_uk_detailed_512.csv'),
    );
    expect(summary).toMatchObject({ status: 'done', format: 'promptcloud-toys-detailed', read: 512 });
    expect(
      summary.reasons.filter((r) => r.reason === 'product_information: the detail text names no ASIN'),
    ).toHaveLength(5);
    const [advent] = await t.catalog.all(
      `select title, brand, price, currency, rating, rating_count, bsr, bsr_category, sub_bsr, sub_bsr_category,
         weight_g, length_cm, width_cm, height_cm, date_first_available from products where asin = 'B00IF1W7NE'`,
    );
    expect(advent).toEqual({
      title: 'Playmobil 5497 Christmas Advent Calendar 1.2.3 Animals in the Forest',
      brand: 'Playmobil',
      price: 17.94,
      currency: 'GBP',
      rating: 4.7,
      rating_count: 76,
      bsr: 43145,
      bsr_category: 'Toys & Games',
      sub_bsr: 22,
      sub_bsr_category: 'Advent Calendars',
      weight_g: 871,
      length_cm: 40,
      width_cm: 7.5,
      height_cm: 30,
      date_first_available: new Date('2014-09-12'),
    });
    // The category path from the file's category and sub-category columns ("others" names none).
    const paths = await t.catalog.all<{ category_path: string | null; n: number }>(
      `select category_path, count(*)::integer as n from products where marketplace = 'UK'
       and (category_path is null or category_path like 'Characters & Brands > Thomas%')
       group by all order by category_path nulls first`,
    );
    expect(paths[0]).toEqual({ category_path: null, n: expect.any(Number) });
    expect(paths).toContainEqual({
      category_path: 'Characters & Brands > Thomas & Friends > Train Play > Wooden Thomas',
      n: expect.any(Number),
    });
  });

  it('reads amazon.in rows with rupee prices and the ASIN from the link', async () => {
    const summary = await products(
      'amazon_in.csv',
      sharedFile('products_in_2023', 'amazon_in_products_2023_top100_per_subcategory.csv'),
    );
    expect(summary).toMatchObject({ status: 'done', format: 'amazon-in-2023', read: 9206 });
    expect(summary.accepted).toBeGreaterThan(8000);
    const [ac] = await t.catalog.all(
      "select marketplace, price, list_price, currency, rating, rating_count, category_path from products where asin = 'B0BRKXTSBT'",
    );
    expect(ac).toEqual({
      marketplace: 'IN',
      price: 32999,
      list_price: 58990,
      currency: 'INR',
      rating: 4.2,
      rating_count: 2255,
      category_path: 'appliances > Air Conditioners',
    });
  });

  it('refuses every amazon.com.tr row by its marketplace, row by row', async () => {
    const summary = await products(
      'tr.csv',
      sharedFile('bestsellers_tr_2023', 'amazon_tr_bestsellers_2023.csv'),
    );
    expect(summary).toMatchObject({ status: 'done', read: 5149, accepted: 0, rejected: 5149 });
    expect(summary.reasons[0]).toEqual({
      line: 2,
      reason: 'marketplace: TR is not one of the nine (US, UK, DE, FR, JP, CA, IT, ES, IN)',
    });
    expect(await count('products')).toBe(0);
  });

  it('refuses the toys catalogue, which names no ASIN, as a whole', async () => {
    const summary = await products(
      'toys_uk_catalogue_9649.csv',
      sharedFile('products', 'toys_uk_catalogue_9649.csv'),
    );
    expect(summary).toMatchObject({ status: 'failed' });
    expect(summary.message).toContain('the columns match no products format');
  });
});
