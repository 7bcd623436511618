import fs from 'node:fs';
import readline from 'node:readline';
import { CATALOG_ASIN } from '../import/product-record.js';
import { SyncProblem } from './sync-problem.js';

/**
 * The ASINs of a seller's own listings, from Amazon's "All Listings" report
 * (`GET_MERCHANT_LISTINGS_ALL_DATA`): a tab-separated flat file whose header names the columns
 * (`item-name`, `seller-sku`, …, `asin1`, …, `status`), one listing a line. Read line by line, as a
 * large catalogue's file need not fit in memory; the ASIN columns are ASCII in every marketplace's
 * encoding, so the bytes are read as latin1. Active listings come first, as a sync asks Search Query
 * Performance for at most 180 ASINs.
 */
export async function listingsAsins(file: string): Promise<string[]> {
  const lines = readline.createInterface({
    input: fs.createReadStream(file, { encoding: 'latin1' }),
    crlfDelay: Infinity,
  });
  let asinAt = -1;
  let statusAt = -1;
  let header = true;
  const active = new Set<string>();
  const other = new Set<string>();
  for await (const line of lines) {
    const cells = line.split('\t').map((cell) => cell.trim());
    if (header) {
      header = false;
      asinAt = cells.indexOf('asin1');
      statusAt = cells.indexOf('status');
      if (asinAt < 0) {
        lines.close();
        throw new SyncProblem('amazon.importFailed', {
          message: 'not an All Listings report: its header has no asin1 column',
        });
      }
      continue;
    }
    const asin = cells[asinAt]?.toUpperCase() ?? '';
    if (!CATALOG_ASIN.test(asin)) continue;
    (statusAt < 0 || cells[statusAt] === 'Active' ? active : other).add(asin);
  }
  return [...[...active].sort(), ...[...other].filter((asin) => !active.has(asin)).sort()];
}
