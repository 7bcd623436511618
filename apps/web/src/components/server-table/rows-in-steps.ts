import { startTransition, useEffect, useMemo, useState } from 'react';

/** The first step when the screen cannot tell how many rows are in view (no rows laid out yet). */
export const FIRST_ROWS = 12;

/**
 * How many rows of a new page the seller can see at once: from the table body's top to the bottom
 * of the viewport, at the height of the shortest row on screen now, and one more.
 */
export function rowsInView(bodyTop: number, rowHeights: readonly number[], viewportHeight: number): number {
  const shortest = Math.min(...rowHeights.filter((height) => height > 0));
  if (!Number.isFinite(shortest)) return FIRST_ROWS;
  return Math.max(1, Math.ceil((viewportHeight - bodyTop) / shortest) + 1);
}

/** rowsInView of a table body on screen, read while the previous page still shows. */
export function rowsInViewOf(body: Element | null | undefined): number {
  if (!body) return FIRST_ROWS;
  const heights = [...body.querySelectorAll(':scope > tr[data-row-key]')].map(
    (row) => row.getBoundingClientRect().height,
  );
  return rowsInView(body.getBoundingClientRect().top, heights, window.innerHeight);
}

/**
 * A new page of rows, drawn in two steps: the rows in view at once, the rest in the render after
 * (a transition, so a click or a key is never held behind it). On a slowed laptop each row of a
 * research table costs about 20 ms to draw, and product selection shows two or three of its 50
 * under the filters, so a page drawn whole held its first rows back by a second (docs/speed.md).
 * `inView` says how many rows are in view; it is read once per page, before the page is drawn.
 */
export function useRowsInSteps<T>(rows: readonly T[], inView: () => number = () => FIRST_ROWS): readonly T[] {
  // the page whose every row is drawn; a new page starts again from the rows in view
  const [wholePage, setWholePage] = useState<readonly T[] | null>(null);
  const firstStep = useMemo(() => Math.min(rows.length, inView()), [rows, inView]);
  const isAll = firstStep === rows.length || wholePage === rows;

  useEffect(() => {
    if (!isAll) startTransition(() => setWholePage(rows));
  }, [rows, isAll]);

  return useMemo(() => (isAll ? rows : rows.slice(0, firstStep)), [rows, isAll, firstStep]);
}
