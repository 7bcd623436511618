-- params: ["US","2026-06-01","2026-06-07"]
with base as materialized (select t.search_term as term, t.department, t.search_frequency_rank as rank, t.asin_1, t.click_share_1, t.conversion_share_1, t.asin_2, t.click_share_2, t.conversion_share_2, t.asin_3, t.click_share_3, t.conversion_share_3,
      coalesce(t.asin_1 in ('B0AAAAAAA1', 'B0AAAAAAA2'), false)::integer + coalesce(t.asin_2 in ('B0AAAAAAA1', 'B0AAAAAAA2'), false)::integer + coalesce(t.asin_3 in ('B0AAAAAAA1', 'B0AAAAAAA2'), false)::integer as asin_count
    from search_terms t where t.marketplace = $1 and t.period_start = $2::date and t.period_end = $3::date and (coalesce(t.asin_1 in ('B0AAAAAAA1', 'B0AAAAAAA2'), false) or coalesce(t.asin_2 in ('B0AAAAAAA1', 'B0AAAAAAA2'), false) or coalesce(t.asin_3 in ('B0AAAAAAA1', 'B0AAAAAAA2'), false))),
hits as materialized (select * from base where asin_count = 2),
page as (select * from hits order by rank asc nulls last, term, department limit 20 offset 0)
select t.total, b.*, found.* from (select count(*) as total from hits) t
cross join (select count(*) filter (where 'B0AAAAAAA1' in (asin_1, asin_2, asin_3)) as n_0, count(*) filter (where 'B0AAAAAAA2' in (asin_1, asin_2, asin_3)) as n_1 from base) b
left join (select * from page) found on true
order by found.rank asc nulls last, found.term, found.department;
