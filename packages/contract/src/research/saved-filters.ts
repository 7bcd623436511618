import { z } from 'zod';
import { envelopeOf } from '../envelope.js';
import { productSelectionQuery } from '../product-selection.js';

/** A saved filter set's name: 1 to 40 characters once trimmed (the server says so in its words). */
export const SAVED_FILTER_NAME_MAX = 40;
/** How many filter sets one seller keeps. */
export const SAVED_FILTERS_MAX = 50;

/**
 * One saved filter set of the product selection: a name and the search it stands for, stored as
 * the selection call's own query (filters, sort, order, page size), checked by its schema.
 */
export const savedFilterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: productSelectionQuery,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;

export const savedFiltersResponse = envelopeOf(z.object({ rows: z.array(savedFilterSchema) }));
export const savedFilterResponse = envelopeOf(savedFilterSchema);

/**
 * Save: without `id` a new set, or the seller's set of the same name overwritten; with `id` that
 * set renamed and, when `query` comes, overwritten. The name's length is checked by the server so
 * the seller reads a sentence, not a schema error.
 */
export const saveFilterBody = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().max(1000),
  query: productSelectionQuery.optional(),
});
export type SaveFilterBody = z.input<typeof saveFilterBody>;

export const deleteFilterBody = z.object({ id: z.number().int().positive() });
