-- params: ["US","2026-06-01","2026-06-07","phone","(^|\\s)phone(\\s|$)","case","(^|\\s)case(\\s|$)","leather","(^|\\s)leather(\\s|$)",50000,0.6]
select * from (select t.search_term as term, t.department, t.search_frequency_rank as rank, t.search_volume,
(case when coalesce(t.click_share_1, t.click_share_2, t.click_share_3) is null then null
  else coalesce(t.click_share_1, 0) + coalesce(t.click_share_2, 0) + coalesce(t.click_share_3, 0) end) as click_concentration, (case when coalesce(t.conversion_share_1, t.conversion_share_2, t.conversion_share_3) is null then null
  else coalesce(t.conversion_share_1, 0) + coalesce(t.conversion_share_2, 0) + coalesce(t.conversion_share_3, 0) end) as conversion_share,
len(string_split(trim(t.search_term), ' ')) as word_count, t.asin_1, t.click_share_1, t.conversion_share_1, t.asin_2, t.click_share_2, t.conversion_share_2, t.asin_3, t.click_share_3, t.conversion_share_3 from search_terms t where t.marketplace = $1 and t.period_start = $2::date and t.period_end = $3::date and (contains(t.search_term, $4) and regexp_matches(t.search_term, $5)) and (contains(t.search_term, $6) and regexp_matches(t.search_term, $7)) and not (contains(t.search_term, $8) and regexp_matches(t.search_term, $9)))
  where rank <= $10 and click_concentration <= $11 order by click_concentration desc nulls last, term, department;
