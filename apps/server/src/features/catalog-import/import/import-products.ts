import type { CheckedFile } from './checked-file.js';
import { checkRows } from './check-rows.js';
import { FileFormatError } from './decode-text.js';
import { CATEGORY_TABLE_FORMATS, detectFormat, PRODUCT_FORMATS } from './formats/index.js';
import { productRecord } from './product-record.js';
import type { CsvRow } from './read-csv.js';
import { writeStage } from './stage-file.js';
import { productStageLine } from './stage-rows.js';

/**
 * Every row of a products file checked (in the import worker); the good ones go to a stage file
 * that one transaction writes, the rest are told why.
 */
export function checkProducts(
  file: { headers: string[]; rows: CsvRow[] },
  options: {
    marketplace?: string;
    /** every source's category names (id → name), from the catalog */
    sourceCategories: Map<string, Map<string, string>>;
    workDir: string;
  },
): CheckedFile {
  const detected = detectFormat(file.headers);
  if (!detected) {
    const known = [...PRODUCT_FORMATS, ...CATEGORY_TABLE_FORMATS].map(
      (f) => `${f.name} (${f.requiredHeaders.join(', ')})`,
    );
    throw new FileFormatError(`the columns match no products format; known: ${known.join('; ')}`);
  }
  if (detected.kind === 'categories') {
    const entries = file.rows.map((row) => detected.format.toEntry(row.values)).filter((e) => e.id && e.name);
    const reasons = file.rows
      .filter((row) => !detected.format.toEntry(row.values).id)
      .map((row) => ({ line: row.line, reason: 'id: missing' }));
    return {
      format: detected.format.name,
      read: file.rows.length,
      accepted: entries.length,
      rejected: reasons.length,
      reasons,
      stage: {
        kind: 'categories',
        source: detected.format.source,
        categories: writeStage(options.workDir, 'categories', entries),
      },
    };
  }

  if (detected.format.needsMarketplace && !options.marketplace) {
    throw new FileFormatError(
      `${detected.format.name} rows do not name their marketplace: name it for the import`,
    );
  }
  const context = {
    marketplace: options.marketplace,
    sourceCategories: options.sourceCategories.get(detected.format.name) ?? new Map<string, string>(),
  };
  const { records, reasons } = checkRows(
    file.rows,
    (values) => detected.format.toInput(values, context),
    productRecord,
    (record) => `${record.marketplace}:${record.asin}`,
  );
  return {
    format: detected.format.name,
    read: file.rows.length,
    accepted: records.length,
    rejected: reasons.length,
    reasons,
    stage: {
      kind: 'products',
      products: writeStage(options.workDir, 'products', records, productStageLine),
    },
  };
}
