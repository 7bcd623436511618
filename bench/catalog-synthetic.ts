/**
 * A synthetic catalog for benchmarks only: never imported into a seller's catalog, never shown as
 * data. Written straight by DuckDB (range() and hash()), so 10 million products take seconds, with
 * the spread of values a real catalog has: 25 root categories of 8 sub-categories, prices of 2 to
 * 200, ranks up to 400,000, a fifth of the products without history.
 */
import { performance } from 'node:perf_hooks';
import { openCatalog } from '../apps/server/src/platform/catalog/catalog.js';
import { rebuildProductSourceKeys } from '../apps/server/src/platform/catalog/product-source-keys.js';
import { rebuildProductWords } from '../apps/server/src/platform/catalog/product-words.js';
import { refreshProductMetrics } from '../apps/server/src/catalog/metrics/product-metrics.js';

const WORDS = (
  'garlic press lemon squeezer yoga mat water bottle phone case charger cable lamp desk chair ' +
  'pillow blanket towel mug kettle knife board pan pot spoon fork cup bowl plate toy puzzle doll car ' +
  'ball bike helmet glove sock shirt hat bag wallet watch ring necklace brush comb mirror soap candle ' +
  'frame clock fan heater filter pump hose drill hammer saw tape glue pen pencil notebook marker ' +
  'stainless silicone wooden bamboo portable wireless magnetic waterproof large small mini heavy duty ' +
  'organic kids baby pet dog cat bird fish garden kitchen bath travel outdoor camping running'
).split(' ');

/** A deterministic number in [0, 1) per product and purpose. */
const uniform = (salt: number | string) => `((hash(i * 31 + ${salt}) % 1000003)::double / 1000003)`;
const pick = (list: string, salt: number) => `${list}[(hash(i * 31 + ${salt}) % len(${list}))::integer + 1]`;

/**
 * Writes the catalog, then derives its history metrics and estimates the way an import does;
 * returns the seconds that refresh took.
 */
/**
 * The provenance the data-source filter reads (decisions/0061): the file run gave every product;
 * then a Keepa run touched one product in ten and an operator connection's run one in fifty, as
 * later imports append their rows.
 */
async function writeProductSources(catalog: Awaited<ReturnType<typeof openCatalog>>, fileRun: number) {
  await catalog.run(
    `insert into product_sources select marketplace, asin, ${fileRun}, ['title', 'price'] from products`,
  );
  for (const [source, connection, share] of [
    ['keepa', null, 10],
    [null, 1, 50],
  ] as const) {
    const [run] = await catalog.all<{ id: number }>(
      `insert into import_runs (kind, format, file_name, checksum, status, started_at, finished_at, source, connection_id)
       values ('products', 'canonical', 'bench only, never shown', 'synthetic-' || $1, 'done', now(), now(), $2, $3)
       returning id`,
      [share, source, connection],
    );
    await catalog.run(
      `insert into product_sources select marketplace, asin, ${run!.id}, ['rank_drops_30']
       from products where hash(product_key * 7 + ${share}) % ${share} = 0`,
    );
  }
}

export async function generateSyntheticCatalog(dataDir: string, products: number): Promise<number> {
  const catalog = await openCatalog(dataDir, '4GB');
  try {
    const words = `[${WORDS.map((word) => `'${word}'`).join(', ')}]`;
    const [run] = await catalog.all<{ id: number }>(
      `insert into import_runs (kind, format, file_name, checksum, status, rows_read, accepted, started_at, finished_at)
       values ('products', 'synthetic-bench', 'bench only, never shown', 'synthetic', 'done', $1, $1, now(), now())
       returning id`,
      [products],
    );
    await catalog.run(`
      insert into products (marketplace, asin, title, brand, category_path, price, currency, rating,
        rating_count, bsr, bsr_category, sub_bsr, seller_count, fulfilment, seller_country, length_cm,
        width_cm, height_cm, weight_g, size_tier, variant_count, is_best_seller, is_amazons_choice,
        has_aplus, has_video, date_first_available, run_id, updated_at, product_key, search_text)
      select *, lower(title || ' ' || brand) from (
        select 'US', 'B0' || lpad(upper(to_base(i, 36)), 8, '0'),
          ${pick(words, 1)} || ' ' || ${pick(words, 2)} || ' ' || ${pick(words, 3)} || ' ' || ${pick(words, 4)} as title,
          'Brand ' || (hash(i * 31 + 5) % 20000) as brand,
          'Root ' || (i % 25) || ' > Root ' || (i % 25) || ' sub ' || (hash(i * 31 + 6) % 8),
          round(2 + ${uniform(7)} * 198, 2), 'USD', round(3 + ${uniform(8)} * 2, 1),
          (${uniform(9)} ** 3 * 20000)::integer, (${uniform(10)} * 400000)::integer + 1, 'Root ' || (i % 25),
          (${uniform(11)} * 5000)::integer + 1, (${uniform(12)} * 20)::integer + 1,
          ['FBA', 'FBA', 'FBA', 'FBM', 'AMZ'][(hash(i * 31 + 13) % 5)::integer + 1],
          ['CN', 'CN', 'US', 'US', 'US', 'GB', 'DE', 'JP'][(hash(i * 31 + 14) % 8)::integer + 1],
          5 + ${uniform(15)} * 60, 2 + ${uniform(16)} * 40, 1 + ${uniform(17)} * 30, 20 + ${uniform(18)} * 5000,
          ['Small standard', 'Large standard', 'Large standard', 'Large bulky'][(hash(i * 31 + 19) % 4)::integer + 1],
          (${uniform(20)} ** 2 * 30)::integer + 1, ${uniform(21)} < 0.02, ${uniform(22)} < 0.05,
          ${uniform(23)} < 0.4, ${uniform(24)} < 0.3, date '2018-01-01' + (${uniform(25)} * 2000)::integer,
          ${run!.id}, now(), i
        from range(1, ${products + 1}) t(i)
      )`);
    // the word index keyword filters read, as an import writes it
    await rebuildProductWords(catalog);
    await writeProductSources(catalog, run!.id);
    // and the sources' product keys the filter reads, as the imports write them (decisions/0070)
    await rebuildProductSourceKeys(catalog);
    // Four products in five have a history: snapshots today, 7 and 31 days ago, each rank within a
    // fifth of today's and fewer ratings before.
    await catalog.run(`
      insert into product_snapshots (marketplace, asin, observed_at, bsr, bsr_category, rating_count, run_id)
      select p.marketplace, p.asin, timestamp '2026-11-01' - to_days(d),
        case when d = 0 then p.bsr else greatest(1, (p.bsr * (0.8 + ${uniform('40 + d')} * 0.4))::integer) end,
        p.bsr_category, greatest(0, p.rating_count - d * (${uniform(41)} * 3)::integer), ${run!.id}
      from (select *, row_number() over () as i from products) p, (values (0), (7), (31)) days(d)
      where ${uniform(33)} < 0.8`);
    const refreshing = performance.now();
    await refreshProductMetrics(catalog, { marketplaces: ['US'] });
    const refreshSeconds = (performance.now() - refreshing) / 1000;
    await catalog.run('checkpoint');
    return refreshSeconds;
  } finally {
    catalog.close();
  }
}
