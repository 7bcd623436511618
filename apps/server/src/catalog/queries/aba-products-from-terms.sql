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
left join (select page.*, p.asin is not null as in_catalog, p.title, p.image_url, p.price::double as price,
          p.currency, p.rating, p.rating_count, p.bsr, p.bsr_category, p.is_best_seller,
          p.is_amazons_choice, p.bought_past_month, p.sales_30d, p.sales_low, p.sales_high, p.sales_curve,
          p.sales_calibrated, p.updated_at
        from page left join products p on p.marketplace = $5 and p.asin = page.asin) found on true
order by found.click_share desc nulls last, found.asin;
