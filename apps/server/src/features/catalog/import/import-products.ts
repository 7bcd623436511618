import type { CatalogDb } from '../../../platform/catalog/catalog-db.js';
import { CellError } from './cells.js';
import { FileFormatError } from './decode-text.js';
import { CATEGORY_TABLE_FORMATS, detectFormat, PRODUCT_FORMATS } from './formats/index.js';
import {
  loadSourceCategories,
  upsertProducts,
  upsertSourceCategories,
  type RowReason,
} from './import.repository.js';
import { describeIssue, productRecord, type ProductRecord } from './product-record.js';
import type { CsvRow } from './read-csv.js';

export interface KindResult {
  format: string;
  accepted: number;
  reasons: RowReason[];
}

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
    return { format: detected.format.name, accepted: entries.length, reasons };
  }

  const context = {
    marketplace: options.marketplace,
    sourceCategories: await loadSourceCategories(catalog, detected.format.name),
  };
  const reasons: RowReason[] = [];
  const seen = new Map<string, number>();
  const records: ProductRecord[] = [];
  for (const row of file.rows) {
    try {
      const parsed = productRecord.safeParse(detected.format.toInput(row.values, context));
      if (!parsed.success) throw new CellError(describeIssue(parsed.error));
      const key = `${parsed.data.marketplace}:${parsed.data.asin}`;
      const first = seen.get(key);
      if (first !== undefined) throw new CellError(`duplicate of line ${first} (same marketplace and ASIN)`);
      seen.set(key, row.line);
      records.push(parsed.data);
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      reasons.push({ line: row.line, reason: error.message });
    }
  }
  await catalog.transaction((tx) => upsertProducts(tx, options.runId, records, options.now));
  return { format: detected.format.name, accepted: records.length, reasons };
}
