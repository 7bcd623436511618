import { cellBoolean, cellInteger, cellNumber, cellText, CellError } from '../cells.js';
import { PRODUCT_COLUMNS, type ProductInput } from '../product-record.js';
import type { ProductFormat } from './product-format.js';

type Field = keyof typeof PRODUCT_COLUMNS;
const INTEGERS = new Set<Field>([
  'ratingCount',
  'bsr',
  'subBsr',
  'sellerCount',
  'variantCount',
  'boughtPastMonth',
  'rankDrops30',
  'rankDrops90',
  'rankDrops180',
]);
const NUMBERS = new Set<Field>([
  'price',
  'listPrice',
  'rating',
  'lengthCm',
  'widthCm',
  'heightCm',
  'weightG',
]);
const BOOLEANS = new Set<Field>(['isBestSeller', 'isAmazonsChoice', 'isNewRelease', 'hasAplus', 'hasVideo']);

/**
 * The product's own CSV schema (docs/data/catalog.md): one column per catalog field, named as in
 * the table, plain numbers, true/false flags, ISO dates. Only `asin` is required, and `marketplace`
 * unless the import names one.
 */
export const canonicalFormat: ProductFormat = {
  name: 'canonical',
  requiredHeaders: ['asin'],
  toInput(values, context) {
    const input: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(PRODUCT_COLUMNS) as [Field, string][]) {
      const cell = values[column];
      if (INTEGERS.has(field)) input[field] = cellInteger(cell, column);
      else if (NUMBERS.has(field)) input[field] = cellNumber(cell, column);
      else if (BOOLEANS.has(field)) input[field] = cellBoolean(cell, column);
      else input[field] = cellText(cell);
    }
    const marketplace = (input.marketplace as string | null) ?? context.marketplace;
    if (context.marketplace && input.marketplace && input.marketplace !== context.marketplace) {
      throw new CellError(
        `marketplace: the row says ${String(input.marketplace)}, the import ${context.marketplace}`,
      );
    }
    if (!marketplace) throw new CellError('marketplace: missing (add the column or name one for the import)');
    return {
      ...input,
      marketplace: marketplace.toUpperCase(),
      asin: String(input.asin ?? '').toUpperCase(),
    } as ProductInput;
  },
};
