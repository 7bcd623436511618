-- params: ["US",20]
with data_date as (select max(date_first_available) as as_of from products where marketplace = $1),
hits as materialized (select p.rowid as r, p.bought_past_month as k, null as node, null as node_rank, null as t1, null as t0 from products p
        where p.marketplace = $1 and p.bought_past_month > 0 and p.price <= $2),
page as (select * from hits order by k desc nulls last, r limit 50 offset 0)
select t.total, b.*, found.* from (select count(*) as total from hits) t
cross join (select as_of::varchar as as_of from data_date) b
left join (select p.marketplace, p.asin, p.title, p.brand, p.image_url, p.category_path, p.price::double as price, p.currency, p.rating, p.rating_count, p.bsr, p.bsr_category, p.sub_bsr, p.sub_bsr_category, p.seller_count, p.seller_name, p.seller_country, p.fulfilment, p.weight_g, (p.length_cm * p.width_cm * p.height_cm) as volume_cm3, p.size_tier, p.variant_count, p.is_best_seller, p.is_amazons_choice, p.has_aplus, p.has_video, p.date_first_available::varchar as date_first_available, p.bought_past_month, p.updated_at, p.bsr_growth, p.bsr_growth_rate, p.new_ratings_30d, p.sales_30d, p.sales_low, p.sales_high, p.sales_curve, p.sales_calibrated, p.sales_growth_rate, p.rank_drops_30, p.rank_drops_90, p.rank_drops_180, page.k, page.r, page.node, page.node_rank,
          page.t1 as entry_at, page.t0 as baseline_at
        from page join products p on p.rowid = page.r) found on true
order by found.k desc nulls last, found.r;
