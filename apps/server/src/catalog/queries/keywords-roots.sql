-- params: ["US","2026-06-01","2026-06-07","US","2026-06-01","2026-06-07","phone","case","leather",50000,0.6]
select word, count(*) as terms from (
    select unnest(list_distinct(string_split(term, ' '))) as word from (select distinct term from (select * from (select t.search_term as term, t.department, t.search_frequency_rank as rank, t.search_volume,
(case when coalesce(t.click_share_1, t.click_share_2, t.click_share_3) is null then null
  else coalesce(t.click_share_1, 0) + coalesce(t.click_share_2, 0) + coalesce(t.click_share_3, 0) end) as click_concentration, (case when coalesce(t.conversion_share_1, t.conversion_share_2, t.conversion_share_3) is null then null
  else coalesce(t.conversion_share_1, 0) + coalesce(t.conversion_share_2, 0) + coalesce(t.conversion_share_3, 0) end) as conversion_share,
len(string_split(trim(t.search_term), ' ')) as word_count, t.asin_1, t.click_share_1, t.conversion_share_1, t.asin_2, t.click_share_2, t.conversion_share_2, t.asin_3, t.click_share_3, t.conversion_share_3 from ((select k from search_term_words where marketplace = $4
  and period_start = $5::date and period_end = $6::date and word = $7 intersect select k from search_term_words where marketplace = $4
  and period_start = $5::date and period_end = $6::date and word = $8) except select k from search_term_words where marketplace = $4
  and period_start = $5::date and period_end = $6::date and word in ($9)) w join search_terms t on t.term_key = w.k where t.marketplace = $1 and t.period_start = $2::date and t.period_end = $3::date)
  where rank <= $10 and click_concentration <= $11)))
  where word <> '' and word not in ('a', 'about', 'all', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'can', 'do', 'for', 'from', 'has', 'have', 'how', 'i', 'if', 'in', 'into', 'is', 'it', 'its', 'me', 'my', 'no', 'not', 'of', 'off', 'on', 'or', 'our', 'so', 'than', 'that', 'the', 'their', 'them', 'these', 'they', 'this', 'those', 'to', 'up', 'was', 'we', 'what', 'when', 'where', 'which', 'who', 'why', 'will', 'with', 'you', 'your', '&', '-', 'phone', 'case')
  group by word order by terms desc, word limit 60;
