import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';
/** antd's words for a header's sort directions, which the column definitions keep */
export type SortDirection = 'ascend' | 'descend';

/**
 * One column of a research table. The fields are a subset of antd's `TableColumnType`, with its
 * meanings, so a column set also serves an antd Table (a market's top products).
 */
export interface ServerColumn<T> {
  key: string;
  title: ReactNode;
  /** in pixels; when every column has one, the table lays out at those widths */
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** stays at the left edge while the table scrolls sideways */
  fixed?: 'left';
  /** the server sorts by the column's key */
  sorter?: boolean;
  /** the directions a header click steps through; past the last one the sort is cleared */
  sortDirections?: SortDirection[];
  /** not shown on a narrow screen (SPEC §1) */
  hiddenWhenNarrow?: boolean;
  render: (value: unknown, row: T, index: number) => ReactNode;
}

export type ServerColumns<T> = readonly ServerColumn<T>[];

/** Tick boxes in front of each row, for rows the seller picks (to compare, say). */
export interface RowSelection<T> {
  /** the keys of the picked rows, on this page and others */
  selected: readonly string[];
  /** every picked key after a tick or an untick, the others' kept */
  onChange: (keys: string[]) => void;
  /** the box's label (read aloud) and whether it can be ticked now */
  checkbox: (row: T) => { label: string; disabled?: boolean };
  /** the tick boxes' column width in pixels, 32 when not given */
  width?: number;
}
