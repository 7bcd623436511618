-- params: ["US",2,"Toys > ",100]
with hits as materialized (select rowid as r, price as k, path from category_markets where marketplace = $1 and level = $2 and starts_with(path, $3) and units >= $4),
page as (select * from hits order by k asc nulls last, path limit 20 offset 0)
select t.total, found.* from (select count(*) as total from hits) t
left join (select c.*, page.k, page.r from page join category_markets c on c.rowid = page.r) found on true
order by found.k asc nulls last, found.path;
