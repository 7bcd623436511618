import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';

/** A market of one marketplace: a category node (by path or browse node) or a keyword. */
export type Market = { categoryPath: string } | { browseNode: string } | { keyword: string };

export const SAMPLE_SIZE = 100;
export const NEW_PRODUCT_MONTHS = [1, 3, 6, 12] as const;
export const CONCENTRATION_TOP = [3, 5, 10, 20] as const;
/** Price band edges: these quantiles of the sample's prices, rounded to two significant digits. */
export const PRICE_QUANTILES = [0.2, 0.4, 0.6, 0.8] as const;

/** What one statement returns about a market's sample (the row the figures are made from). */
export interface MarketRow {
  market_products: number;
  products: number;
  ranked: number;
  with_units: number;
  units: number | null;
  bought_sum: number | null;
  bought_known: number;
  price_avg: number | null;
  price_known: number;
  currencies: string[] | null;
  rating_avg: number | null;
  rating_known: number;
  rating_count_avg: number | null;
  rating_count_known: number;
  fba: number;
  fbm: number;
  amz: number;
  aplus: number;
  aplus_known: number;
  video: number;
  video_known: number;
  as_of: Date | null;
  first_available_known: number;
  first_available_units: number | null;
  /** per NEW_PRODUCT_MONTHS, in order */
  new_products: { products: number; units: number | null }[];
  product_units: number[] | null;
  brand_known: number;
  brand_units: number[] | null;
  seller_known: number;
  seller_units: number[] | null;
  countries: { country: string; products: number }[] | null;
  price_low: number | null;
  price_high: number | null;
  price_edges: number[] | null;
  price_bands: { band: number; products: number; units: number | null }[] | null;
}

/** The market's filter as SQL over `p` (products), with its parameters from $2 on. */
export function marketFilter(market: Market): { sql: string; params: string[] } {
  if ('categoryPath' in market) {
    // "Toys" holds "Toys > Puzzles", not "Toys & Games": the path ends or the separator follows.
    return {
      sql: `(p.category_path = $2 or starts_with(p.category_path, $2 || ' > '))`,
      params: [market.categoryPath.trim()],
    };
  }
  if ('browseNode' in market) return { sql: 'p.browse_node = $2', params: [market.browseNode.trim()] };
  const words = [...new Set(market.keyword.toLowerCase().split(/\s+/).filter(Boolean))];
  if (words.length === 0) throw new Error('a keyword market needs at least one word');
  return {
    sql: words.map((_, i) => `contains(lower(p.title), $${i + 2})`).join(' and '),
    params: words,
  };
}

const newProductColumns = NEW_PRODUCT_MONTHS.map((months) => {
  const isNew = `date_first_available > as_of - interval ${months} month`;
  return `{products: count(*) filter (where ${isNew})::integer,
           units: sum(units) filter (where ${isNew})::double}`;
}).join(', ');

/** Units per group (brand, seller), largest first, over the sample's products with an estimate. */
const unitsBy = (column: string) => `(
  select list(units order by units desc) from (
    select sum(units)::double as units from sample
    where units is not null and ${column} is not null group by lower(trim(${column}))))`;

/**
 * One statement: the market's top 100 by root BSR (then, for products without a rank, most
 * ratings first), and every aggregate the figures need, over that sample only.
 */
export async function queryMarket(
  catalog: CatalogQueries,
  marketplace: string,
  market: Market,
): Promise<MarketRow> {
  const filter = marketFilter(market);
  const [row] = await catalog.all<MarketRow>(
    `with market as not materialized (
       select p.asin, p.bsr, p.brand, p.seller_name, p.price::double as price, p.currency, p.rating,
              p.rating_count, p.fulfilment, p.seller_country, p.has_aplus, p.has_video,
              p.date_first_available, p.bought_past_month, p.sales_30d as units
       from products p where p.marketplace = $1 and ${filter.sql}
     ),
     sample as materialized (
       select * from market order by bsr asc nulls last, rating_count desc nulls last, asin
       limit ${SAMPLE_SIZE}
     ),
     observed as (
       select max(observed_at)::date as as_of from product_snapshots
       where marketplace = $1 and asin in (select asin from sample)
     ),
     priced as (select price, units from sample where price > 0),
     edges as (
       select min(price) as low, max(price) as high,
              list_sort(list_distinct(list_transform(
                quantile_cont(price, [${PRICE_QUANTILES.join(', ')}]),
                lambda q: round(q, 1 - floor(log10(q))::integer)))) as rounded
       from priced
     ),
     inner_edges as (
       select low, high, list_filter(rounded, lambda x: x > low and x < high) as edges from edges
     ),
     bands as (
       select list({band: band, products: products, units: units} order by band) as bands from (
         select len(list_filter(edges, lambda x: x <= price))::integer as band, count(*)::integer as products,
                sum(units)::double as units
         from priced, inner_edges group by band)
     )
     select
       (select count(*) from market) as market_products,
       count(*) as products,
       count(bsr) as ranked,
       count(units) as with_units,
       sum(units)::double as units,
       sum(bought_past_month)::double as bought_sum,
       count(bought_past_month) as bought_known,
       avg(price) as price_avg,
       count(price) as price_known,
       list_sort(list(distinct currency) filter (where currency is not null)) as currencies,
       avg(rating) as rating_avg,
       count(rating) as rating_known,
       avg(rating_count) as rating_count_avg,
       count(rating_count) as rating_count_known,
       count(*) filter (where fulfilment = 'FBA') as fba,
       count(*) filter (where fulfilment = 'FBM') as fbm,
       count(*) filter (where fulfilment = 'AMZ') as amz,
       count(*) filter (where has_aplus) as aplus,
       count(has_aplus) as aplus_known,
       count(*) filter (where has_video) as video,
       count(has_video) as video_known,
       any_value(as_of) as as_of,
       count(date_first_available) as first_available_known,
       sum(units) filter (where date_first_available is not null)::double as first_available_units,
       [${newProductColumns}] as new_products,
       list(units::double order by units desc) filter (where units is not null) as product_units,
       count(*) filter (where units is not null and brand is not null) as brand_known,
       ${unitsBy('brand')} as brand_units,
       count(*) filter (where units is not null and seller_name is not null) as seller_known,
       ${unitsBy('seller_name')} as seller_units,
       (select list({country: seller_country, products: n::integer} order by n desc, seller_country)
        from (select seller_country, count(*) as n from sample
              where seller_country is not null group by seller_country)) as countries,
       (select low from inner_edges) as price_low,
       (select high from inner_edges) as price_high,
       (select edges from inner_edges) as price_edges,
       (select bands from bands) as price_bands
     from sample, observed`,
    [marketplace, ...filter.params],
  );
  return row!;
}
