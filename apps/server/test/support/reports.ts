import { API, REPORT_STATE } from '@asinasin/contract';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';

// Hand-made fixture rows (never shown to a seller): a product, two competitors in its category.
export const REPORT_CSV = `marketplace,asin,title,brand,category_path,price,currency,rating,rating_count,bsr,bsr_category,fulfilment,has_aplus,date_first_available,bought_past_month
US,B0REPORT01,Garlic Press Stainless Steel,Acme,Kitchen > Utensils,19.99,USD,4.5,1200,1500,Kitchen,FBA,false,2022-01-05,300
US,B0REPORT02,Garlic Press Heavy Duty,Zest,Kitchen > Utensils,24.99,USD,4.1,300,5000,Kitchen,FBM,true,2023-03-01,
US,B0REPORT03,Garlic Peeler Silicone Tube,Acme,Kitchen > Utensils,8.5,USD,4.3,800,3000,Kitchen,FBA,true,2024-02-01,100
`;

/** The module ids and paths as /api/mold/index gives them to the web. */
export async function moldsOf(app: App) {
  const rows = await app.context.db.selectFrom('modules').selectAll().execute();
  const of = (key: string) => {
    const row = rows.find((m) => m.key === key)!;
    return { mold_id: row.id, path: row.path, cost: row.cost };
  };
  return { asin: of('asin_fx_update'), market: of('sc_fx_update') };
}

/** Waits (for as long as the job takes on a loaded machine) until the report leaves state 0. */
export async function waitForEnd(
  app: App,
  headers: Record<string, string>,
  kind: 'asin' | 'market',
  id: number,
) {
  const list = kind === 'asin' ? API.asinReportList : API.marketReportList;
  let state: number = REPORT_STATE.inProgress;
  await expect
    .poll(
      async () => {
        const res = await app.inject({ method: 'GET', url: list, headers });
        const card = (res.json().data.row as { id: number; state: number }[]).find((c) => c.id === id);
        state = card?.state ?? -1;
        return state;
      },
      { timeout: 60_000, interval: 100 },
    )
    .not.toBe(REPORT_STATE.inProgress);
  return state;
}
