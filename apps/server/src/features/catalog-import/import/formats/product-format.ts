import type { ProductInput } from '../product-record.js';

export interface FormatContext {
  /** --marketplace of the CLI or the upload form; a format may also know it from the rows. */
  marketplace?: string;
  /** names of a source's own category ids (imported from its category table) */
  sourceCategories: Map<string, string>;
}

/**
 * One column set the `products` kind understands. A format whose required headers are all present
 * reads the file; each row becomes the canonical input or throws CellError with the reason.
 */
export interface ProductFormat {
  name: string;
  requiredHeaders: string[];
  /** the rows do not say their marketplace: the import must name it */
  needsMarketplace?: boolean;
  toInput(values: Record<string, string>, context: FormatContext): ProductInput;
}

/** A source's own category table (id → name), imported so its product rows can name their category. */
export interface CategoryTableFormat {
  name: string;
  /** the product format whose category ids this table names */
  source: string;
  requiredHeaders: string[];
  toEntry(values: Record<string, string>): { id: string; name: string };
}
