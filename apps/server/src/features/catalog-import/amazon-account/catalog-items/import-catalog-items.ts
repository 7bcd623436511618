import type { CatalogDb } from '../../../../platform/catalog/catalog-db.js';
import { importFile } from '../../import/import-file.js';
import { marketplaceIdOf } from '../connection-client.js';
import type { SpApiClient } from '../sp-api-client.js';
import { toProblem } from '../sp-api-client.js';
import { SyncProblem } from '../sync-problem.js';
import { catalogItem, catalogItemRow, type CatalogItemRow } from './catalog-item.js';
import { catalogProductsCsv, catalogSnapshotsCsv } from './catalog-items-csv.js';

export interface CatalogItemsRequest {
  marketplace: string;
  asins: string[];
  /** `SP-API #<id> <name>`: the connection the rows came through, named in the runs (decisions/0035) */
  source: string;
  userId?: number;
  connectionId: number;
}

export interface CatalogItemsProgress {
  done: number;
  total: number;
  /** ASINs Amazon does not know in the marketplace */
  unknown: string[];
}

export interface CatalogItemsResult {
  imported: string[];
  unknown: string[];
  runIds: number[];
}

/** Amazon's answer for an ASIN it does not know (catalogItems_2022-04-01.json, 404 NOT_FOUND). */
const isUnknownItem = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === 'NOT_FOUND' || code === 'NotFound';
};

/**
 * Reads each ASIN from Catalog Items 2022-04-01, one call at a time (a throttled call waits in the
 * client and is asked again, decisions/0035), then writes what Amazon gave through the import
 * pipeline as two runs named after the connection: the products (sizes, weight, image, browse
 * classification, ranks) and their ranks as snapshots dated now, from which the catalog refreshes
 * the products' estimates (docs/data/amazon-account.md).
 */
export async function importCatalogItems(
  catalog: CatalogDb,
  client: SpApiClient,
  request: CatalogItemsRequest,
  options: { onProgress?: (p: CatalogItemsProgress) => Promise<void>; now?: () => Date } = {},
): Promise<CatalogItemsResult> {
  const asins = [...new Set(request.asins.map((a) => a.toUpperCase()))];
  const marketplaceId = marketplaceIdOf(request.marketplace);
  const rows: CatalogItemRow[] = [];
  const result: CatalogItemsResult = { imported: [], unknown: [], runIds: [] };
  const tell = () =>
    options.onProgress?.({
      done: rows.length + result.unknown.length,
      total: asins.length,
      unknown: result.unknown,
    });
  await tell();
  for (const asin of asins) {
    let answer: unknown;
    try {
      answer = await client.getCatalogItem(asin, marketplaceId);
    } catch (error) {
      if (isUnknownItem(error)) {
        result.unknown.push(asin);
        await tell();
        continue;
      }
      throw toProblem(error, 'report');
    }
    const item = catalogItem.safeParse(answer);
    if (!item.success) {
      throw new SyncProblem('amazon.catalogItemsImportFailed', {
        message: `not a Catalog Items 2022-04-01 item for ${asin}: ${item.error.issues[0]?.message ?? ''}`,
      });
    }
    rows.push(catalogItemRow(item.data, marketplaceId));
    await tell();
  }
  if (rows.length === 0) return result;
  const observedAt = (options.now ?? (() => new Date()))();
  const ranked = rows.filter((row) => row.bsr !== undefined);
  const stamp = observedAt.toISOString().slice(0, 16);
  const files = [
    { kind: 'products' as const, what: 'Catalog Items', text: catalogProductsCsv(request.marketplace, rows) },
    ...(ranked.length > 0
      ? [
          {
            kind: 'snapshots' as const,
            what: 'Catalog Items ranks',
            text: catalogSnapshotsCsv(request.marketplace, observedAt, ranked),
          },
        ]
      : []),
  ];
  for (const file of files) {
    const summary = await importFile(catalog, {
      kind: file.kind,
      fileName: `${request.source} · ${file.what} ${request.marketplace} ${stamp}`,
      bytes: Buffer.from(file.text),
      marketplace: request.marketplace,
      userId: request.userId,
      connectionId: request.connectionId,
    });
    if (summary.status === 'failed')
      throw new SyncProblem('amazon.catalogItemsImportFailed', { message: summary.message ?? '' });
    result.runIds.push(summary.runId);
  }
  result.imported.push(...rows.map((row) => row.asin));
  return result;
}
