import { SAMPLE_SIZE } from './market-query.js';

/** "New" for the ranking: first available within this many months of the data's date. */
export const RANKING_NEW_MONTHS = 12;

/**
 * The columns a `members` relation must give, one row per (market, product): `mkey` names the
 * market (a category path, a keyword's index); the rest are the product's values.
 */
export const MEMBER_COLUMNS = `p.asin, p.bsr, p.rating_count, p.brand, p.price::double as price, p.currency,
  p.rating, p.fulfilment, p.has_aplus, p.date_first_available, p.bought_past_month,
  p.sales_30d as units, p.sales_low as units_low, p.sales_high as units_high, p.run_id`;

/** Each product's newest snapshot date (the data's date of a market is the newest of its sample). */
export const LATEST_SNAPSHOT = `select marketplace, asin, max(observed_at)::date as observed
  from product_snapshots group by marketplace, asin`;

/**
 * The ranking figures of many markets at once, from a `members` CTE (marketplace, mkey, the
 * MEMBER_COLUMNS, observed): per market the same sample as marketMetrics (the top 100 by root BSR,
 * then most ratings, then ASIN) and its aggregates. Yields CTEs ending in `figures`, one row per
 * (marketplace, mkey). docs/data/markets.md defines every column.
 */
export const FIGURES_CTES = `
  ranked as (
    select *,
      row_number() over (partition by marketplace, mkey
                         order by bsr asc nulls last, rating_count desc nulls last, asin) as rk,
      count(*) over (partition by marketplace, mkey) as market_products,
      max(run_id) over (partition by marketplace, mkey) as market_run
    from members
  ),
  sample as materialized (select * from ranked where rk <= ${SAMPLE_SIZE}),
  basis as (
    select marketplace, mkey,
      case when count(units) > 0 then 'units' when count(rating_count) > 0 then 'ratings' end as basis
    from sample group by marketplace, mkey
  ),
  weighted as (
    select s.marketplace, s.mkey, s.brand,
      case b.basis when 'units' then s.units::double when 'ratings' then s.rating_count::double end as w
    from sample s join basis b on b.marketplace = s.marketplace and b.mkey = s.mkey
  ),
  weight_totals as (
    select marketplace, mkey, sum(w) as total, count(w) as weighted,
      count(*) filter (where w is not null and brand is not null) as brand_known
    from weighted group by marketplace, mkey
  ),
  brand_weights as (
    select marketplace, mkey, sum(w) as w,
      row_number() over (partition by marketplace, mkey order by sum(w) desc, lower(trim(brand))) as br
    from weighted where w is not null and brand is not null
    group by marketplace, mkey, lower(trim(brand))
  ),
  brand_tops as (
    select marketplace, mkey,
      sum(w) filter (where br <= 3) as top3, sum(w) filter (where br <= 10) as top10
    from brand_weights group by marketplace, mkey
  ),
  aggregates as (
    select marketplace, mkey,
      any_value(market_products)::integer as products,
      any_value(market_run) as run_id,
      count(*)::integer as sample,
      sum(units)::double as units,
      sum(coalesce(units_low, units))::double as units_low,
      sum(coalesce(units_high, units))::double as units_high,
      count(units)::integer as with_units,
      sum(bought_past_month)::double as bought_past_month,
      count(bought_past_month)::integer as bought_known,
      count(distinct currency) as currencies,
      avg(price) as price_avg,
      min(currency) as currency_one,
      avg(rating) as rating,
      avg(rating_count) as rating_count,
      max(observed) as as_of,
      count(date_first_available)::integer as first_available_known,
      count(fulfilment)::integer as fulfilment_known,
      count(*) filter (where fulfilment = 'FBA') as fba,
      count(has_aplus)::integer as aplus_known,
      count(*) filter (where has_aplus) as aplus
    from sample group by marketplace, mkey
  ),
  fresh as (
    select s.marketplace, s.mkey, count(*) as new_products
    from sample s join aggregates a on a.marketplace = s.marketplace and a.mkey = s.mkey
    where s.date_first_available > a.as_of - interval ${RANKING_NEW_MONTHS} month
    group by s.marketplace, s.mkey
  ),
  figures as (
    select a.marketplace, a.mkey, a.products, a.sample, a.run_id,
      a.units, case when a.with_units > 0 then a.units_low end as units_low,
      case when a.with_units > 0 then a.units_high end as units_high, a.with_units,
      a.bought_past_month, a.bought_known,
      case when a.currencies <= 1 then a.price_avg end as price,
      case when a.currencies = 1 then a.currency_one end as currency,
      a.rating, a.rating_count,
      b.basis as concentration_basis,
      case when t.total > 0 and t.brand_known * 2 >= t.weighted then coalesce(bt.top3, 0) / t.total end as brand_top3,
      case when t.total > 0 and t.brand_known * 2 >= t.weighted then coalesce(bt.top10, 0) / t.total end as brand_top10,
      coalesce(t.brand_known, 0)::integer as brand_known,
      case when a.as_of is not null and a.first_available_known > 0
           then coalesce(f.new_products, 0) / a.first_available_known end as new_share,
      a.first_available_known, a.as_of,
      case when a.fulfilment_known > 0 then a.fba / a.sample end as fba_share, a.fulfilment_known,
      case when a.aplus_known > 0 then a.aplus / a.aplus_known end as aplus_share, a.aplus_known
    from aggregates a
    join basis b on b.marketplace = a.marketplace and b.mkey = a.mkey
    left join weight_totals t on t.marketplace = a.marketplace and t.mkey = a.mkey
    left join brand_tops bt on bt.marketplace = a.marketplace and bt.mkey = a.mkey
    left join fresh f on f.marketplace = a.marketplace and f.mkey = a.mkey
  )`;

/** The figures' columns in the order of the category_markets table (after path … children). */
export const FIGURE_COLUMNS = [
  'products',
  'sample',
  'units',
  'units_low',
  'units_high',
  'with_units',
  'bought_past_month',
  'bought_known',
  'price',
  'currency',
  'rating',
  'rating_count',
  'concentration_basis',
  'brand_top3',
  'brand_top10',
  'brand_known',
  'new_share',
  'first_available_known',
  'as_of',
  'fba_share',
  'fulfilment_known',
  'aplus_share',
  'aplus_known',
  'run_id',
] as const;
