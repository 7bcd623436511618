import type { CatalogDb } from '../../../../platform/catalog/catalog-db.js';
import type { ConnectionRow } from '../connections.repository.js';
import type { SpApiClient } from '../sp-api-client.js';
import type { SyncItem } from '../sync-state.js';
import { importCatalogItems } from './import-catalog-items.js';

/** At most this many of the account's ASINs a sync reads (the usage plan is 2 a second). */
const MAX_SYNC_ASINS = 200;
/** ASINs written as one pair of runs. */
const BATCH = 20;

/**
 * The operator's own ASINs (the rows its Sales and Traffic report just imported) read from Catalog
 * Items into the shared catalog (decisions/0051), after the reports. A report left "unchanged" wrote
 * no new rows and adds no ASIN: those products were read when it was first imported.
 */
export async function syncOwnCatalogItems(
  catalog: CatalogDb,
  client: SpApiClient,
  row: ConnectionRow,
  items: SyncItem[],
): Promise<void> {
  const byMarketplace = new Map<string, Set<string>>();
  for (const item of items) {
    if (item.reportType !== 'GET_SALES_AND_TRAFFIC_REPORT' || item.runId === undefined) continue;
    const rows = await catalog.all<{ asin: string }>(
      'select distinct asin from business_reports where run_id = $1 order by asin',
      [item.runId],
    );
    const asins = byMarketplace.get(item.marketplace) ?? new Set<string>();
    for (const { asin } of rows) asins.add(asin);
    byMarketplace.set(item.marketplace, asins);
  }
  for (const [marketplace, asins] of byMarketplace) {
    const list = [...asins].slice(0, MAX_SYNC_ASINS);
    for (let i = 0; i < list.length; i += BATCH) {
      await importCatalogItems(catalog, client, {
        marketplace,
        asins: list.slice(i, i + BATCH),
        source: `SP-API #${row.id} ${row.name}`,
        userId: row.user_id,
        connectionId: row.id,
      });
    }
  }
}
