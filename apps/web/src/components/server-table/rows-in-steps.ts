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
  const [drawn, setDrawn] = useState({ rows, all: rows.length <= FIRST_ROWS });
  // a new page starts again with its first screenful (set while rendering: no frame shows both)
  if (drawn.rows !== rows) setDrawn({ rows, all: rows.length <= FIRST_ROWS });
  const isAll = drawn.rows === rows ? drawn.all : rows.length <= FIRST_ROWS;

  useEffect(() => {
    if (isAll) return;
    startTransition(() => setDrawn((now) => (now.rows === rows ? { rows, all: true } : now)));
  }, [rows, isAll]);

  return useMemo(() => (isAll ? rows : rows.slice(0, FIRST_ROWS)), [rows, isAll]);
}
