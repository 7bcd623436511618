import type { CSSProperties } from 'react';
import type { ServerColumn, ServerColumns } from './server-column';

export const TICK_WIDTH = 32;

/** Where a cell sits: its class and its style, the same for the header and every row. */
export interface Cell {
  className: string;
  style: CSSProperties | undefined;
  width: number | undefined;
}

export interface Layout<T> {
  /** the tick boxes' cells, when rows can be picked */
  selection?: Cell;
  cells: (Cell & { column: ServerColumn<T> })[];
  /** the sum of the widths when every column has one: the table then lays out at them */
  width?: number;
}

/**
 * The columns shown and where each sits. Columns fixed to the left stick there (their offsets are
 * the widths before them), and the tick boxes stick with them when the first column is fixed.
 * Computed once per column set, so a row's cells reuse the same class and style objects; it takes
 * the tick boxes' width (undefined: no tick boxes), not the selection, which changes with a tick.
 */
export function layoutOf<T>(
  columns: ServerColumns<T>,
  tickWidth: number | undefined,
  isNarrow: boolean,
): Layout<T> {
  const shown = columns.filter((column) => !(isNarrow && column.hiddenWhenNarrow));
  const lastFixed = shown.findLastIndex((column) => column.fixed === 'left');
  const fixesSelection = shown[0]?.fixed === 'left';
  let left = 0;
  let width: number | undefined = 0;

  const place = (cellWidth: number | undefined, isFixed: boolean, isLast: boolean, kind: string): Cell => {
    const classes = ['server-table-cell'];
    if (kind) classes.push(kind);
    let style: CSSProperties | undefined;
    if (isFixed) {
      classes.push('server-table-fixed');
      if (isLast) classes.push('server-table-fixed-last');
      style = { left };
    }
    // a fixed column needs a width for the next one's offset; 0 is the best guess without one
    left += cellWidth ?? 0;
    width = width === undefined || cellWidth === undefined ? undefined : width + cellWidth;
    return { className: classes.join(' '), style, width: cellWidth };
  };

  const selectionCell =
    tickWidth === undefined ? undefined : place(tickWidth, fixesSelection, false, 'server-table-tick');
  const cells = shown.map((column, index) => {
    const align = column.align && column.align !== 'left' ? `server-table-${column.align}` : '';
    return { ...place(column.width, column.fixed === 'left', index === lastFixed, align), column };
  });
  return { selection: selectionCell, cells, width };
}
