import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_ROWS, rowsInView, useRowsInSteps } from './rows-in-steps';

const page = (from: number, length: number) => Array.from({ length }, (_, i) => ({ id: from + i }));

/** Every length the hook handed the table, render by render. */
function drawSteps(first: { id: number }[], inView?: () => number) {
  const lengths: number[] = [];
  const firstIds: number[] = [];
  const hook = renderHook(
    ({ rows }) => {
      const drawn = useRowsInSteps(rows, inView);
      lengths.push(drawn.fresh);
      firstIds.push(drawn.rows[0]!.id);
      return drawn.rows;
    },
    { initialProps: { rows: first } },
  );
  return { ...hook, lengths, firstIds };
}

describe('a page of rows drawn in two steps', () => {
  it('draws the first screenful, then the whole page, in its order', async () => {
    const rows = page(0, 50);
    const { result, lengths } = drawSteps(rows);
    expect(lengths[0]).toBe(FIRST_ROWS);
    await waitFor(() => expect(result.current).toBe(rows));
    expect(lengths.every((n) => n === FIRST_ROWS || n === 50)).toBe(true);
  });

  it("starts a new page again from its first screenful, the last page's rows kept after it until the whole page is drawn", async () => {
    const steps: { fresh: number; ids: number[] }[] = [];
    const next = page(100, 50);
    const hook = renderHook(
      ({ rows }) => {
        const drawn = useRowsInSteps(rows);
        steps.push({ fresh: drawn.fresh, ids: drawn.rows.map((row) => row.id) });
        return drawn;
      },
      { initialProps: { rows: page(0, 50) } },
    );
    await waitFor(() => expect(hook.result.current.fresh).toBe(50));
    steps.length = 0;
    hook.rerender({ rows: next });
    // the first step: the new page's first screenful, then the rows already on screen, by position
    expect(steps[0]!.fresh).toBe(FIRST_ROWS);
    expect(steps[0]!.ids.slice(0, FIRST_ROWS)).toEqual(next.slice(0, FIRST_ROWS).map((row) => row.id));
    expect(steps[0]!.ids.slice(FIRST_ROWS)).toEqual(page(FIRST_ROWS, 50 - FIRST_ROWS).map((row) => row.id));
    await waitFor(() => expect(hook.result.current.rows).toBe(next));
    expect(hook.result.current.fresh).toBe(50);
  });

  it('draws a short page whole at once', () => {
    const rows = page(0, FIRST_ROWS);
    const { result, lengths } = drawSteps(rows);
    expect(result.current).toBe(rows);
    expect(lengths.every((n) => n === FIRST_ROWS)).toBe(true);
  });
});

describe('the rows in view', () => {
  it("counts rows from the body's top to the viewport's bottom at the shortest row, and one more", () => {
    // product selection at 1440 × 900: the body 735 px down, rows of 90 to 112 px
    expect(rowsInView(735, [112, 90, 101], 900)).toBe(3);
    // a table at the top of a phone's screen, rows of 55 px
    expect(rowsInView(0, [55, 55], 844)).toBe(17);
  });

  it("counts the rows down to the viewport's bottom when the seller has scrolled into the table", () => {
    expect(rowsInView(-4000, [100], 900)).toBe(50);
  });

  it('draws one row of a table below the viewport, and FIRST_ROWS when no row is laid out', () => {
    expect(rowsInView(1200, [100], 900)).toBe(1);
    expect(rowsInView(300, [], 900)).toBe(FIRST_ROWS);
    expect(rowsInView(300, [0, 0], 900)).toBe(FIRST_ROWS);
  });

  it('draws as many rows first as the screen says are in view, then the whole page', async () => {
    const rows = page(0, 50);
    const { result, lengths } = drawSteps(rows, () => 3);
    expect(lengths[0]).toBe(3);
    await waitFor(() => expect(result.current).toBe(rows));
  });
});
