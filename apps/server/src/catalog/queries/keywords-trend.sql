-- params: ["US","2026-06-01","2026-06-07","phone case","iphone case"]
select search_term as term, department, period_start::varchar as period_start,
  period_end::varchar as period_end, search_frequency_rank as rank
from search_terms
where marketplace = $1 and period_end - period_start = $3::date - $2::date and search_term in ($4, $5);
