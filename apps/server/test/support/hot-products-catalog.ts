import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import { refreshProductMetrics } from '../../src/catalog/index.js';
import { importIntoCatalog } from './catalog.js';

// Hand-made fixture rows for the hot products and history tests (never shown to a seller).
const PRODUCTS = `marketplace,asin,title,brand,category_path,price,currency,rating,rating_count,bsr,bsr_category,date_first_available,bought_past_month,image_url
US,B0HOTPROD1,Body Wash Vanilla,Acme,Beauty > Bath > Body Wash,12.00,USD,4.5,1000,2,Beauty & Personal Care,2024-01-01,2000,https://m.media-amazon.com/images/I/one.jpg
US,B0HOTPROD2,Body Wash Mint,Zest,Beauty > Bath > Body Wash,25.00,USD,4.1,50,,,2024-05-20,500,
US,B0HOTPROD3,Shampoo,Acme,Beauty > Hair,8.00,USD,4.0,300,,,2023-12-01,1000,
US,B0HOTPROD4,Soap Bar,Zest,Beauty > Bath,5.00,USD,3.9,20,,,2024-04-01,,
US,B0HOTPROD5,Old Sponge,Acme,Beauty > Bath,3.00,USD,4.2,5000,,,2022-01-01,,
UK,B0HOTPROD6,UK Wash,Acme,Beauty > Bath,9.00,GBP,4.0,10,,,2024-06-01,3000,
`;

/**
 * A Best Sellers list of node 111 saved on 1, 5 and 8 June (the crawler's +09:00 clock), and of
 * nodes 222 (once) and 333 (19 days apart). Node 111 on 8 June against 1 June (7 days): P5 climbed
 * from rank 150 into the top 100, P2 was not listed; P1 was already there.
 */
const SNAPSHOTS = `snapshot_local_time,marketplace,browse_node_id,bestseller_rank,asin,rating,ratings_count,price_usd
2024-06-01T09:00:00,US,111,2,B0HOTPROD3,4.0,290,8.00
2024-06-01T09:00:00,US,111,5,B0HOTPROD1,4.4,900,11.00
2024-06-01T09:00:00,US,111,150,B0HOTPROD5,4.2,4990,3.00
2024-06-05T09:00:00,US,111,4,B0HOTPROD2,4.1,45,25.00
2024-06-08T09:00:00,US,111,1,B0HOTPROD5,4.2,5000,3.00
2024-06-08T09:00:00,US,111,2,B0HOTPROD1,4.5,1000,12.00
2024-06-08T09:00:00,US,111,3,B0HOTPROD2,4.1,50,25.00
2024-06-08T09:00:00,US,222,1,B0HOTPROD4,3.9,20,5.00
2024-05-20T09:00:00,US,333,1,B0HOTPROD3,4.0,280,8.00
2024-06-08T10:00:00,US,333,9,B0HOTPROD4,3.9,20,5.00
`;

export const T0 = '2024-06-01T00:00:00.000Z';
export const T1 = '2024-06-08T00:00:00.000Z';

/**
 * Imports the fixture through the real pipeline; then P1's list ranks are made root ranks (a
 * best-seller list gives node ranks only) and the derived columns recomputed, so P1 has a history
 * of root ranks 5 → 2 (BSR growth 3, rate 0.6) and estimates from them.
 */
export async function importHotFixture(
  app: App,
  { rootRanks = true } = {},
): Promise<{ productsRun: number; snapshotsRun: number }> {
  const products = await importIntoCatalog(app, 'products', PRODUCTS, { fileName: 'hot-products.csv' });
  expect(products).toMatchObject({ status: 'done', accepted: 6 });
  const snapshots = await importIntoCatalog(app, 'snapshots', SNAPSHOTS, { fileName: 'hot-list.csv' });
  expect(snapshots).toMatchObject({ status: 'done', accepted: 10 });
  const catalog = await app.context.catalog();
  if (!rootRanks) return { productsRun: products.runId, snapshotsRun: snapshots.runId };
  await catalog.run(
    "update product_snapshots set bsr_category = 'Beauty & Personal Care' where asin = 'B0HOTPROD1'",
  );
  await refreshProductMetrics(catalog, { marketplaces: ['US'] });
  return { productsRun: products.runId, snapshotsRun: snapshots.runId };
}
