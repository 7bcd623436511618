-- params: ["US","Amazon.com","2026-05-25","2026-05-31","2026-06-01","2026-06-07",100000]
with hits as materialized (select b.search_term as term, null::integer as from_rank, b.rank as to_rank, null::integer as change,
             null::double as change_rate, b.conc
           from (select search_term, search_frequency_rank as rank, (case when coalesce(click_share_1, click_share_2, click_share_3) is null then null
    else coalesce(click_share_1, 0) + coalesce(click_share_2, 0) + coalesce(click_share_3, 0) end) as conc
                 from search_terms where marketplace = $1 and department = $2 and period_start = $5::date
     and period_end = $6::date and search_frequency_rank is not null and search_frequency_rank <= $7) b
           anti join (select search_term, search_frequency_rank as rank from search_terms where marketplace = $1 and department = $2 and period_start = $3::date
     and period_end = $4::date and search_frequency_rank is not null) a on a.search_term = b.search_term),
page as (select * from hits order by to_rank asc nulls last, term limit 50 offset 0)
select t.total, found.* from (select count(*) as total from hits) t
left join (select * from page) found on true
order by found.to_rank asc nulls last, found.term;
