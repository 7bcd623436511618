/** Below this share of rows with a value, a filter's hint says the filter leaves the rest out. */
const THIN = 0.9;

/**
 * How much of a marketplace's catalog has a filter's value (decisions/0038): null when enough has
 * it (or there is nothing to count), else the percent that has it, 0 for none and at least 1 for any.
 */
export function coverageGap(known: number, total: number): number | null {
  if (total === 0 || known / total >= THIN) return null;
  return known === 0 ? 0 : Math.max(1, Math.floor((known / total) * 100));
}
