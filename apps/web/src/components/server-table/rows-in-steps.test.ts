import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_ROWS, useRowsInSteps } from './rows-in-steps';

const page = (from: number, length: number) => Array.from({ length }, (_, i) => ({ id: from + i }));

/** Every length the hook handed the table, render by render. */
function drawSteps(first: { id: number }[]) {
  const lengths: number[] = [];
  const firstIds: number[] = [];
  const hook = renderHook(
    ({ rows }) => {
      const drawn = useRowsInSteps(rows);
      lengths.push(drawn.length);
      firstIds.push(drawn[0]!.id);
      return drawn;
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

  it('starts a new page again from its first screenful, never showing the old rows with it', async () => {
    const { result, rerender, lengths, firstIds } = drawSteps(page(0, 50));
    await waitFor(() => expect(result.current).toHaveLength(50));
    const next = page(100, 50);
    lengths.length = 0;
    firstIds.length = 0;
    rerender({ rows: next });
    expect(lengths[0]).toBe(FIRST_ROWS);
    await waitFor(() => expect(result.current).toBe(next));
    expect(firstIds.every((id) => id === 100)).toBe(true);
  });

  it('draws a short page whole at once', () => {
    const rows = page(0, FIRST_ROWS);
    const { result, lengths } = drawSteps(rows);
    expect(result.current).toBe(rows);
    expect(lengths.every((n) => n === FIRST_ROWS)).toBe(true);
  });
});
