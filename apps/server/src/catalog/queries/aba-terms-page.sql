-- params: ["US","Amazon.com","2026-06-01","2026-06-07","case",10000,0.5]
with hits as materialized (select rowid as r, search_term, (case when coalesce(click_share_1, click_share_2, click_share_3) is null then null
    else coalesce(click_share_1, 0) + coalesce(click_share_2, 0) + coalesce(click_share_3, 0) end) as k from search_terms where marketplace = $1 and department = $2
    and period_start = $3::date and period_end = $4::date and contains(lower(search_term), $5) and search_frequency_rank <= $6 and round((case when coalesce(click_share_1, click_share_2, click_share_3) is null then null
    else coalesce(click_share_1, 0) + coalesce(click_share_2, 0) + coalesce(click_share_3, 0) end), 9) <= $7),
page as (select * from hits order by k asc nulls last, search_term limit 50 offset 0)
select t.total, found.* from (select count(*) as total from hits) t
left join (select s.search_term, s.search_frequency_rank, asin_1, click_share_1, conversion_share_1, asin_2, click_share_2, conversion_share_2, asin_3, click_share_3, conversion_share_3,
          (case when coalesce(click_share_1, click_share_2, click_share_3) is null then null
    else coalesce(click_share_1, 0) + coalesce(click_share_2, 0) + coalesce(click_share_3, 0) end) as click_concentration,
          (case when coalesce(conversion_share_1, conversion_share_2, conversion_share_3) is null then null
    else coalesce(conversion_share_1, 0) + coalesce(conversion_share_2, 0) + coalesce(conversion_share_3, 0) end) as conversion_concentration, page.k
        from page join search_terms s on s.rowid = page.r) found on true
order by found.k asc nulls last, found.search_term;
