import type { CheckedFile } from './checked-file.js';
import { checkRows } from './check-rows.js';
import { FileFormatError } from './decode-text.js';
import { bestsellerListFormat, type SnapshotFormat } from './formats/bestseller-list.js';
import { keepaHistoryFormat } from './formats/keepa-history.js';
import { spApiCatalogItemsFormat } from './formats/sp-api-catalog-items.js';
import { productRecord, type ProductRecord } from './product-record.js';
import type { CsvRow } from './read-csv.js';
import { snapshotRecord, type SnapshotRecord } from './snapshot-record.js';
import { writeStage } from './stage-file.js';
import { productStageLine, snapshotStageRow } from './stage-rows.js';

const SNAPSHOT_FORMATS: SnapshotFormat[] = [
  bestsellerListFormat,
  keepaHistoryFormat,
  spApiCatalogItemsFormat,
];

/** Each product's newest observation in the file is also its current price, rating and rank. */
function latestPerProduct(snapshots: SnapshotRecord[], format: SnapshotFormat): ProductRecord[] {
  const latest = new Map<string, SnapshotRecord>();
  for (const s of snapshots) {
    const key = `${s.marketplace}:${s.asin}`;
    const known = latest.get(key);
    if (!known || known.observedAt < s.observedAt) latest.set(key, s);
  }
  return [...latest.values()].map((s) =>
    productRecord.parse({
      marketplace: s.marketplace,
      asin: s.asin,
      price: s.price,
      currency: s.currency,
      rating: s.rating,
      ratingCount: s.ratingCount,
      browseNode: s.browseNode,
      boughtPastMonth: s.boughtPastMonth,
      // A best-seller list ranks within its node: that is the product's most specific rank.
      ...(format.rankIsRoot
        ? { bsr: s.bsr, bsrCategory: s.bsrCategory }
        : { subBsr: s.bsr, subBsrCategory: s.bsrCategory }),
    }),
  );
}

/** Every row of a snapshots file checked (in the import worker); the good ones go to stage files. */
export function checkSnapshots(
  file: { headers: string[]; rows: CsvRow[] },
  options: { workDir: string },
): CheckedFile {
  const format = SNAPSHOT_FORMATS.find((f) => f.requiredHeaders.every((h) => file.headers.includes(h)));
  if (!format) {
    const known = SNAPSHOT_FORMATS.map((f) => `${f.name} (${f.requiredHeaders.join(', ')})`);
    throw new FileFormatError(`the columns match no snapshots format; known: ${known.join('; ')}`);
  }
  const { records, reasons } = checkRows(
    file.rows,
    (values) => format.toInput(values),
    snapshotRecord,
    (s) => `${s.marketplace}:${s.asin}:${s.observedAt.toISOString()}`,
  );
  return {
    format: format.name,
    read: file.rows.length,
    accepted: records.length,
    rejected: reasons.length,
    reasons,
    stage: {
      kind: 'snapshots',
      snapshots: writeStage(options.workDir, 'snapshots', records, snapshotStageRow),
      products: writeStage(options.workDir, 'products', latestPerProduct(records, format), productStageLine),
    },
  };
}
