-- params: ["US","Beauty > Bath",5,30,"FBA",true,7,"US","body","wash"]
with hits as materialized (select p.rowid as r, p.bought_past_month as k from (select r from product_words where marketplace = $8 and word in (
        select word from product_vocabulary where marketplace = $8 and (contains(word, $9))) intersect select r from product_words where marketplace = $8 and word in (
        select word from product_vocabulary where marketplace = $8 and (contains(word, $10)))) w join products p on p.product_key = w.r where p.marketplace = $1 and (p.category_path = $2 or starts_with(p.category_path, $2 || ' > ')) and p.price >= $3 and p.price <= $4 and p.fulfilment in ($5) and p.is_best_seller = $6 and exists (select 1 from product_sources s
    where s.marketplace = p.marketplace and s.asin = p.asin
      and s.run_id in (select ir.id from import_runs ir where ir.owner_id is null and ir.connection_id = $7))),
page as (select * from hits order by k desc nulls last, r limit 50 offset 100)
select t.total, found.* from (select count(*) as total from hits) t
left join (select p.marketplace, p.asin, p.title, p.brand, p.image_url, p.category_path, p.price::double as price, p.currency, p.rating, p.rating_count, p.bsr, p.bsr_category, p.sub_bsr, p.sub_bsr_category, p.seller_count, p.seller_name, p.seller_country, p.fulfilment, p.weight_g, (p.length_cm * p.width_cm * p.height_cm) as volume_cm3, p.size_tier, p.variant_count, p.is_best_seller, p.is_amazons_choice, p.has_aplus, p.has_video, p.date_first_available::varchar as date_first_available, p.bought_past_month, p.updated_at, p.bsr_growth, p.bsr_growth_rate, p.new_ratings_30d, p.sales_30d, p.sales_low, p.sales_high, p.sales_curve, p.sales_calibrated, p.sales_growth_rate, p.rank_drops_30, p.rank_drops_90, p.rank_drops_180, page.k, page.r from page join products p on p.rowid = page.r) found on true
order by found.k desc nulls last, found.r;
