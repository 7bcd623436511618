import { startTransition, useEffect, useMemo, useState } from 'react';

/** About a screenful of rows under the filters of a research screen, on a laptop or a phone. */
export const FIRST_ROWS = 12;

/**
 * A new page of rows, drawn in two steps: the first screenful at once, the rest in the render
 * after (a transition, so a click or a key is never held behind it). On a slowed laptop each row
 * of a research table costs about 20 ms to draw, so a page of 50 at once held its first rows back
 * by a second (docs/speed.md). Rows the seller has seen stay as they are.
 */
export function useRowsInSteps<T>(rows: readonly T[]): readonly T[] {
  // the page whose every row is drawn; a new page starts again from its first screenful
  const [wholePage, setWholePage] = useState<readonly T[] | null>(null);
  const isAll = rows.length <= FIRST_ROWS || wholePage === rows;

  useEffect(() => {
    if (!isAll) startTransition(() => setWholePage(rows));
  }, [rows, isAll]);

  return useMemo(() => (isAll ? rows : rows.slice(0, FIRST_ROWS)), [rows, isAll]);
}
