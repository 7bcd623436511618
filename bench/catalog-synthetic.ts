/**
 * A synthetic catalog for benchmarks only: never imported into a seller's catalog, never shown as
 * data. Written straight by DuckDB (range() and hash()), so 10 million products take seconds, with
 * the spread of values a real catalog has: 25 root categories of 8 sub-categories, prices of 2 to
 * 200, ranks up to 400,000, a fifth of the products without history.
 */
import { openCatalog } from '../apps/server/src/platform/catalog/catalog.js';

const WORDS = (
  'garlic press lemon squeezer yoga mat water bottle phone case charger cable lamp desk chair ' +
  'pillow blanket towel mug kettle knife board pan pot spoon fork cup bowl plate toy puzzle doll car ' +
  'ball bike helmet glove sock shirt hat bag wallet watch ring necklace brush comb mirror soap candle ' +
  'frame clock fan heater filter pump hose drill hammer saw tape glue pen pencil notebook marker ' +
  'stainless silicone wooden bamboo portable wireless magnetic waterproof large small mini heavy duty ' +
  'organic kids baby pet dog cat bird fish garden kitchen bath travel outdoor camping running'
).split(' ');

/** A deterministic number in [0, 1) per product and purpose. */
const uniform = (salt: number) => `((hash(i * 31 + ${salt}) % 1000003)::double / 1000003)`;
const pick = (list: string, salt: number) => `${list}[(hash(i * 31 + ${salt}) % len(${list}))::integer + 1]`;

export async function generateSyntheticCatalog(dataDir: string, products: number): Promise<void> {
  const catalog = await openCatalog(dataDir, '4GB');
  try {
    const words = `[${WORDS.map((word) => `'${word}'`).join(', ')}]`;
    const [run] = await catalog.all<{ id: number }>(
      `insert into import_runs (kind, format, file_name, checksum, status, rows_read, accepted, started_at, finished_at)
       values ('products', 'synthetic-bench', 'bench only, never shown', 'synthetic', 'done', $1, $1, now(), now())
       returning id`,
      [products],
    );
    // Four products in five have a history: their growth, new ratings and sales growth are set.
    const history = `${uniform(33)} < 0.8`;
    await catalog.run(`
      insert into products (marketplace, asin, title, brand, category_path, price, currency, rating,
        rating_count, bsr, bsr_category, sub_bsr, seller_count, fulfilment, seller_country, length_cm,
        width_cm, height_cm, weight_g, size_tier, variant_count, is_best_seller, is_amazons_choice,
        has_aplus, has_video, date_first_available, bought_past_month, run_id, updated_at, bsr_growth,
        bsr_growth_rate, sales_30d, sales_low, sales_high, sales_curve, sales_calibrated,
        sales_growth_rate, new_ratings_30d, metrics_at, search_text)
      select *, lower(title || ' ' || brand) from (
        select 'US' as marketplace, 'B0' || lpad(upper(to_base(i, 36)), 8, '0'),
          ${pick(words, 1)} || ' ' || ${pick(words, 2)} || ' ' || ${pick(words, 3)} || ' ' || ${pick(words, 4)} as title,
          'Brand ' || (hash(i * 31 + 5) % 20000) as brand,
          'Root ' || (i % 25) || ' > Root ' || (i % 25) || ' sub ' || (hash(i * 31 + 6) % 8),
          round(2 + ${uniform(7)} * 198, 2), 'USD', round(3 + ${uniform(8)} * 2, 1),
          (${uniform(9)} ** 3 * 20000)::integer, bsr, 'Root ' || (i % 25),
          (${uniform(11)} * 5000)::integer + 1, (${uniform(12)} * 20)::integer + 1,
          ['FBA', 'FBA', 'FBA', 'FBM', 'AMZ'][(hash(i * 31 + 13) % 5)::integer + 1],
          ['CN', 'CN', 'US', 'US', 'US', 'GB', 'DE', 'JP'][(hash(i * 31 + 14) % 8)::integer + 1],
          5 + ${uniform(15)} * 60, 2 + ${uniform(16)} * 40, 1 + ${uniform(17)} * 30, 20 + ${uniform(18)} * 5000,
          ['Small standard', 'Large standard', 'Large standard', 'Large bulky'][(hash(i * 31 + 19) % 4)::integer + 1],
          (${uniform(20)} ** 2 * 30)::integer + 1, ${uniform(21)} < 0.02, ${uniform(22)} < 0.05,
          ${uniform(23)} < 0.4, ${uniform(24)} < 0.3, date '2018-01-01' + (${uniform(25)} * 2000)::integer,
          null::integer, ${run!.id}, now(),
          case when ${history} then growth end, case when ${history} then growth / (bsr + growth)::double end,
          sales, (sales * 0.6)::integer, (sales * 1.4)::integer, '*/*', false,
          case when ${history} then ${uniform(30)} - 0.4 end,
          case when ${history} then (${uniform(31)} * 60)::integer - 5 end, now()
        from (
          select i, (${uniform(10)} * 400000)::integer + 1 as bsr
          from range(1, ${products + 1}) t(i)
        ) ranked, lateral (
          select ((${uniform(32)} - 0.5) * bsr * 0.4)::integer as growth, (30000 * bsr ** -0.82)::integer as sales
        )
      )`);
    await catalog.run('checkpoint');
  } finally {
    catalog.close();
  }
}
