/**
 * The page sizes a seller can choose on every server-paged table, and the one a table starts
 * with. Plain data, so URL readers (features' model/) use it without bringing the table in.
 */
export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const isPageSize = (size: unknown): size is PageSize =>
  (PAGE_SIZES as readonly unknown[]).includes(size);
