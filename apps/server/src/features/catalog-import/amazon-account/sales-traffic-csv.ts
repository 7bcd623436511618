import fsp from 'node:fs/promises';
import { z } from 'zod';
import { SyncProblem } from './sync-problem.js';

/** The by-ASIN part of GET_SALES_AND_TRAFFIC_REPORT (schemas/reports/sellerSalesAndTrafficReport.json). */
const byAsin = z.array(
  z.object({
    parentAsin: z.string().optional(),
    childAsin: z.string(),
    salesByAsin: z.object({
      unitsOrdered: z.number(),
      orderedProductSales: z.object({ amount: z.number(), currencyCode: z.string() }).optional(),
    }),
    trafficByAsin: z.object({ sessions: z.number().optional(), pageViews: z.number().optional() }).optional(),
  }),
);

const cell = (value: string | number | undefined) =>
  value === undefined ? '' : `"${String(value).replaceAll('"', '""')}"`;

/** The child ASINs a Sales and Traffic report names: the seller's own products that sold or were seen. */
export async function salesTrafficAsins(jsonFile: string): Promise<string[]> {
  return [...new Set((await readByAsin(jsonFile)).map((row) => row.childAsin))].sort();
}

async function readByAsin(jsonFile: string): Promise<z.infer<typeof byAsin>> {
  try {
    const document = JSON.parse(await fsp.readFile(jsonFile, 'utf8')) as { salesAndTrafficByAsin?: unknown };
    return byAsin.parse(document.salesAndTrafficByAsin ?? []);
  } catch (error) {
    throw new SyncProblem('amazon.importFailed', {
      message: `not a Sales and Traffic report: ${(error as Error).message}`,
    });
  }
}

/**
 * Writes a Sales and Traffic report's ASIN rows as the Business Report by child item that the
 * business-report importer reads, with Seller Central's column names. The document has one row per
 * ASIN of the seller's own catalogue (small, unlike Brand Analytics), so it is parsed whole. Answers
 * how many rows it wrote.
 */
export async function salesTrafficAsCsv(jsonFile: string, csvFile: string): Promise<number> {
  const rows = await readByAsin(jsonFile);
  const header = [
    '(Parent) ASIN',
    '(Child) ASIN',
    'Sessions - Total',
    'Page Views - Total',
    'Units Ordered',
    'Ordered Product Sales',
  ];
  const lines = rows.map((row) => {
    const sales = row.salesByAsin.orderedProductSales;
    return [
      cell(row.parentAsin),
      cell(row.childAsin),
      cell(row.trafficByAsin?.sessions),
      cell(row.trafficByAsin?.pageViews),
      cell(row.salesByAsin.unitsOrdered),
      cell(sales ? `${sales.currencyCode} ${sales.amount.toFixed(2)}` : undefined),
    ].join(',');
  });
  await fsp.writeFile(csvFile, [header.map(cell).join(','), ...lines].join('\n') + '\n');
  return rows.length;
}
