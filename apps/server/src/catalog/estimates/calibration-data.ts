import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import type { SalesObservation } from './calibrate-curve.js';

/**
 * What the calibration learns from, for one marketplace and root category: each Business Report
 * period's units (scaled to 30 days; a synced account's daily rows count as their weeks, since
 * one day's units are too few to place on the curve) against the product's average root rank over the same dates
 * (its snapshots, or its stored rank when no snapshot falls inside), plus Amazon's "bought in past
 * month" figures of other products as lower bounds: their latest value, and each value their
 * history gives (Keepa's monthlySold).
 */
export async function findSalesObservations(
  catalog: CatalogQueries,
  marketplace: string,
  rootCategory: string,
): Promise<SalesObservation[]> {
  const sold = await catalog.all<{ asin: string; bsr: number; units: number }>(
    `with daily as (
       select asin, period_start as day, units_ordered from business_reports
       where marketplace = $1 and period_start = period_end),
     reports as (
       -- a report over a period, unless daily rows of the same ASIN fall inside it (counted below)
       select asin, period_start, period_end, units_ordered,
              date_diff('day', period_start, period_end) + 1 as days
       from business_reports b
       where marketplace = $1 and period_start < period_end
         and not exists (select 1 from daily d
                         where d.asin = b.asin and d.day between b.period_start and b.period_end)
       union all
       -- daily rows summed per Sunday-to-Saturday week, over the days the week holds
       select asin, min(day), max(day), sum(units_ordered), count(*)
       from daily group by asin, date_trunc('week', day + interval 1 day)),
     ranks as (
       select r.asin, r.period_start, avg(s.bsr) as bsr
       from reports r join product_snapshots s
         on s.marketplace = $1 and s.asin = r.asin and s.bsr_category = $2
        and s.observed_at >= r.period_start and s.observed_at < r.period_end + interval 1 day
       group by r.asin, r.period_start)
     select r.asin, coalesce(k.bsr, p.bsr) as bsr, r.units_ordered * 30.0 / r.days as units
     from reports r
     left join ranks k on k.asin = r.asin and k.period_start = r.period_start
     left join products p on p.marketplace = $1 and p.asin = r.asin and p.bsr_category = $2
     where coalesce(k.bsr, p.bsr) is not null`,
    [marketplace, rootCategory],
  );
  const bounds = await catalog.all<{ asin: string; bsr: number; units: number }>(
    `select asin, bsr, bought_past_month as units from products
     where marketplace = $1 and bsr_category = $2 and bsr is not null and bought_past_month is not null
       and asin not in (select asin from business_reports where marketplace = $1)`,
    [marketplace, rootCategory],
  );
  // Amazon's figure over time (Keepa's monthlySold history, docs/data/keepa.md): each month's last
  // snapshot that gives it, against the product's average root rank over the 30 days it covers.
  const history = await catalog.all<{ asin: string; bsr: number; units: number }>(
    `with figures as (
       select asin, observed_at, bought_past_month as units
       from product_snapshots
       where marketplace = $1 and bought_past_month is not null
         and asin not in (select asin from business_reports where marketplace = $1)
       qualify row_number() over (partition by asin, date_trunc('month', observed_at) order by observed_at desc) = 1)
     select f.asin, avg(r.bsr) as bsr, any_value(f.units) as units
     from figures f join product_snapshots r
       on r.marketplace = $1 and r.asin = f.asin and r.bsr_category = $2 and r.bsr is not null
      and r.observed_at > f.observed_at - interval 30 day and r.observed_at <= f.observed_at
     group by f.asin, f.observed_at`,
    [marketplace, rootCategory],
  );
  const seen = new Set(history.map((o) => o.asin));
  return [
    ...sold.map((o) => ({ ...o, isLowerBound: false })),
    // a product with a history of the figure is counted by its history, not again by its latest value
    ...bounds.filter((o) => !seen.has(o.asin)).map((o) => ({ ...o, isLowerBound: true })),
    ...history.map((o) => ({ ...o, isLowerBound: true })),
  ];
}
