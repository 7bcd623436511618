-- params: ["US","Toys"]
with ranked as (
    select browse_node as node, asin, observed_at, bsr from product_snapshots
    where marketplace = $1 and browse_node is not null and bsr between 1 and 100
  ),
  node_latest as (select node, max(observed_at) as t1 from ranked group by node),
  node_baseline as (
    select l.node, l.t1,
      arg_min(o.observed_at, abs(epoch_ms(l.t1) - epoch_ms(o.observed_at) - 604800000) * 2
        + (epoch_ms(l.t1) - epoch_ms(o.observed_at) > 604800000)::int) as t0
    from node_latest l join (select distinct node, observed_at from ranked) o on o.node = l.node
    where epoch_ms(l.t1) - epoch_ms(o.observed_at) between 345600000 and 864000000
    group by l.node, l.t1
  ),
  entrants as (
    select b.node, now.asin, now.bsr as node_rank, b.t1, b.t0 from node_baseline b
    join ranked now on now.node = b.node and now.observed_at = b.t1
    where not exists (
      select 1 from ranked was where was.node = b.node and was.observed_at = b.t0 and was.asin = now.asin)
    -- a product that entered several nodes' lists counts once, where it ranks best
    qualify row_number() over (partition by now.asin order by now.bsr, b.node) = 1
  ),
data_date as (select max(date_first_available) as as_of from products where marketplace = $1),
hits as materialized (select p.rowid as r, e.node_rank as k, e.node, e.node_rank, e.t1, e.t0 from products p
        join entrants e on e.asin = p.asin
        where p.marketplace = $1 and true and (p.category_path = $2 or starts_with(p.category_path, $2 || ' > '))),
page as (select * from hits order by k asc nulls last, r limit 50 offset 0)
select t.total, b.*, found.* from (select count(*) as total from hits) t
cross join (select as_of::varchar as as_of from data_date) b
left join (select p.marketplace, p.asin, p.title, p.brand, p.image_url, p.category_path, p.price::double as price, p.currency, p.rating, p.rating_count, p.bsr, p.bsr_category, p.sub_bsr, p.sub_bsr_category, p.seller_count, p.seller_name, p.seller_country, p.fulfilment, p.weight_g, (p.length_cm * p.width_cm * p.height_cm) as volume_cm3, p.size_tier, p.variant_count, p.is_best_seller, p.is_amazons_choice, p.has_aplus, p.has_video, p.date_first_available::varchar as date_first_available, p.bought_past_month, p.updated_at, p.bsr_growth, p.bsr_growth_rate, p.new_ratings_30d, p.sales_30d, p.sales_low, p.sales_high, p.sales_curve, p.sales_calibrated, p.sales_growth_rate, p.rank_drops_30, p.rank_drops_90, p.rank_drops_180, page.k, page.r, page.node, page.node_rank,
          page.t1 as entry_at, page.t0 as baseline_at
        from page join products p on p.rowid = page.r) found on true
order by found.k asc nulls last, found.r;
