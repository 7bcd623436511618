-- params: ["US","Amazon.com","2026-06-01","2026-06-07","US"]
with terms as materialized (select search_term, search_frequency_rank, asin_1, click_share_1, asin_2,
           click_share_2, asin_3, click_share_3 from search_terms where marketplace = $1 and department = $2
    and period_start = $3::date and period_end = $4::date),
clicks as (select asin_1 as asin, click_share_1 as share, search_frequency_rank as rank, search_term
     from terms where asin_1 is not null union all select asin_2 as asin, click_share_2 as share, search_frequency_rank as rank, search_term
     from terms where asin_2 is not null union all select asin_3 as asin, click_share_3 as share, search_frequency_rank as rank, search_term
     from terms where asin_3 is not null),
hits as materialized (select asin, count(distinct search_term) as terms, min(rank) as best_rank,
          coalesce(arg_min(search_term, rank), min(search_term)) as best_term,
          coalesce(sum(share), 0) as click_share
        from clicks group by asin),
page as (select * from hits order by click_share desc nulls last, asin limit 50 offset 0)
select t.total, found.* from (select count(*) as total from hits) t
left join (select page.*, p.asin is not null as in_catalog, p.title, p.brand, p.image_url, p.category_path, p.price::double as price, p.currency, p.rating, p.rating_count, p.bsr, p.bsr_category, p.sub_bsr, p.sub_bsr_category, p.seller_count, p.seller_name, p.seller_country, p.fulfilment, p.weight_g, (p.length_cm * p.width_cm * p.height_cm) as volume_cm3, p.size_tier, p.variant_count, p.is_best_seller, p.is_amazons_choice, p.has_aplus, p.has_video, p.date_first_available::varchar as date_first_available, p.bought_past_month, p.updated_at, p.bsr_growth, p.bsr_growth_rate, p.new_ratings_30d, p.sales_30d, p.sales_low, p.sales_high, p.sales_curve, p.sales_calibrated, p.sales_growth_rate, p.rank_drops_30, p.rank_drops_90, p.rank_drops_180
        from page left join products p on p.marketplace = $5 and p.asin = page.asin) found on true
order by found.click_share desc nulls last, found.asin;
