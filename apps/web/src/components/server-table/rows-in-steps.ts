import { startTransition, useEffect, useMemo, useRef, useState } from 'react';

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
  const rows = body.querySelectorAll(':scope > tr.server-table-row, :scope > tr.server-table-row-stale');
  const heights = [...rows].map((row) => row.getBoundingClientRect().height);
  return rowsInView(body.getBoundingClientRect().top, heights, window.innerHeight);
}

/** The rows a table draws, by position: the page's first `fresh` rows, then the last page's. */
export interface DrawnRows<T> {
  rows: readonly T[];
  /** how many of `rows` are the new page's; the others are the last page's, kept until replaced */
  fresh: number;
}

/**
 * A new page of rows, drawn in two steps: the rows in view at once, the rest in the render after
 * (a transition, so a click or a key is never held behind it). On a slowed laptop each row of a
 * research table costs about 20 ms to draw, and product selection shows two or three of its 50
 * under the filters, so a page drawn whole held its first rows back by a second (docs/speed.md).
 * `inView` says how many rows are in view; it is read once per page, before the page is drawn.
 *
 * Rows are drawn by position, and the first step keeps the last page's rows below the ones in view
 * (out of sight, and marked stale): the browser then writes new values into rows it has laid out
 * instead of tearing 50 rows down and building them again, which cost as much as drawing them
 * (docs/speed.md, "rows by position").
 */
export function useRowsInSteps<T>(rows: readonly T[], inView: () => number = () => FIRST_ROWS): DrawnRows<T> {
  // the page whose every row is drawn; a new page starts again from the rows in view
  const [wholePage, setWholePage] = useState<readonly T[] | null>(null);
  const firstStep = useMemo(() => Math.min(rows.length, inView()), [rows, inView]);
  const isAll = firstStep === rows.length || wholePage === rows;
  // the rows on screen: read while a new page's first step is drawn, written once it is
  const onScreen = useRef<readonly T[]>([]);

  useEffect(() => {
    if (!isAll) startTransition(() => setWholePage(rows));
  }, [rows, isAll]);

  const drawn = useMemo<DrawnRows<T>>(
    () =>
      isAll
        ? { rows, fresh: rows.length }
        : { rows: [...rows.slice(0, firstStep), ...onScreen.current.slice(firstStep)], fresh: firstStep },
    [rows, isAll, firstStep],
  );
  useEffect(() => {
    onScreen.current = drawn.rows;
  }, [drawn]);
  return drawn;
}
