-- params: ["US"]
select period_start::varchar as period_start, period_end::varchar as period_end,
  list(distinct run_id order by run_id) as runs, list(distinct department order by department) as departments
from search_terms where marketplace = $1 group by period_start, period_end
order by period_end desc, period_start desc;
