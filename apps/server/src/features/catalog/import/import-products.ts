import type { CatalogDb } from '../../../platform/catalog/catalog-db.js';
import type { KindResult } from './import-file.js';
import { checkRows } from './check-rows.js';
import { FileFormatError } from './decode-text.js';
import { CATEGORY_TABLE_FORMATS, detectFormat, PRODUCT_FORMATS } from './formats/index.js';
import { loadSourceCategories, upsertProducts, upsertSourceCategories } from './import.repository.js';
import { productRecord } from './product-record.js';
import type { CsvRow } from './read-csv.js';

/** Every row of a products file checked; the good ones written in one transaction, the rest told why. */
export async function importProducts(
  catalog: CatalogDb,
  file: { headers: string[]; rows: CsvRow[] },
  options: { runId: number; marketplace?: string; now: Date },
): Promise<KindResult> {
  const detected = detectFormat(file.headers);
  if (!detected) {
    const known = [...PRODUCT_FORMATS, ...CATEGORY_TABLE_FORMATS].map(
      (f) => `${f.name} (${f.requiredHeaders.join(', ')})`,
    );
    throw new FileFormatError(`the columns match no products format; known: ${known.join('; ')}`);
  }
  if (detected.kind === 'categories') {
    const entries = file.rows.map((row) => detected.format.toEntry(row.values)).filter((e) => e.id && e.name);
    await catalog.transaction((tx) =>
      upsertSourceCategories(tx, detected.format.source, options.runId, entries),
    );
    const reasons = file.rows
      .filter((row) => !detected.format.toEntry(row.values).id)
      .map((row) => ({ line: row.line, reason: 'id: missing' }));
    return {
      format: detected.format.name,
      read: file.rows.length,
      accepted: entries.length,
      rejected: reasons.length,
      reasons,
    };
  }

  if (detected.format.needsMarketplace && !options.marketplace) {
    throw new FileFormatError(
      `${detected.format.name} rows do not name their marketplace: name it for the import`,
    );
  }
  const context = {
    marketplace: options.marketplace,
    sourceCategories: await loadSourceCategories(catalog, detected.format.name),
  };
  const { records, reasons } = checkRows(
    file.rows,
    (values) => detected.format.toInput(values, context),
    productRecord,
    (record) => `${record.marketplace}:${record.asin}`,
  );
  await catalog.transaction((tx) => upsertProducts(tx, options.runId, records, options.now));
  return {
    format: detected.format.name,
    read: file.rows.length,
    accepted: records.length,
    rejected: reasons.length,
    reasons,
  };
}
