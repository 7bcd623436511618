import { createContext, memo, useContext, type ChangeEvent } from 'react';
import type { RowSelection } from './server-column';
import type { Layout } from './table-layout';

export interface TableBodyProps<T> {
  layout: Layout<T>;
  /** drawn by position; rows from `fresh` on are the last page's, kept until replaced */
  rows: readonly T[];
  fresh: number;
  keyOf: (row: T) => string;
  selection?: RowSelection<T>;
  /** what the body says when the page has no rows */
  empty: string;
}

/**
 * The page's rows. Each row is its own memoised component: a tick redraws the one row it changed.
 * Rows are keyed by position, so a new page writes its values into the rows already laid out
 * (docs/speed.md, "rows by position"); a row's own key is on `data-row-key`.
 */
export function TableBody<T>({ layout, rows, fresh, keyOf, selection, empty }: TableBodyProps<T>) {
  const picked = selection && new Set(selection.selected);
  return (
    <SelectionContext.Provider value={selection as RowSelection<unknown> | undefined}>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td
              className="server-table-cell server-table-empty"
              colSpan={layout.cells.length + (layout.selection ? 1 : 0)}
            >
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row, index) => {
            const key = keyOf(row);
            return (
              <Row<T>
                key={index}
                rowKey={key}
                row={row}
                index={index}
                layout={layout}
                isPicked={picked?.has(key) ?? false}
                isStale={index >= fresh}
              />
            );
          })
        )}
      </tbody>
    </SelectionContext.Provider>
  );
}

interface RowProps<T> {
  rowKey: string;
  row: T;
  index: number;
  layout: Layout<T>;
  isPicked: boolean;
  /** the last page's row, kept below the new page's rows in view until the rest of the page is drawn */
  isStale: boolean;
}

/** The selection the tick boxes read: a new one redraws the boxes, not the rows' cells. */
const SelectionContext = createContext<RowSelection<unknown> | undefined>(undefined);

const Row = memo(RowOf) as typeof RowOf;

function RowOf<T>({ rowKey, row, index, layout, isPicked, isStale }: RowProps<T>) {
  // A stale row is not a row of the answer: another class (hover skips it), no key, and hidden from
  // assistive technology. It lies below the rows in view, so it is not hidden from sight: hiding it
  // (visibility, which each cell inherits) restyled all of its cells twice, 1,500 elements a page
  // (docs/speed.md, "what the browser did after the answer").
  const className = isStale ? 'server-table-row-stale' : 'server-table-row';
  return (
    <tr
      className={isPicked ? `${className} is-picked` : className}
      data-row-key={isStale ? undefined : rowKey}
      aria-hidden={isStale || undefined}
    >
      {layout.selection && (
        <td className={layout.selection.className} style={layout.selection.style}>
          <Tick rowKey={rowKey} row={row} isPicked={isPicked} />
        </td>
      )}
      <Cells row={row} index={index} layout={layout} />
    </tr>
  );
}

/** A row's value cells: memoised apart from the row, so hiding or showing a row draws none of them. */
const Cells = memo(CellsOf) as typeof CellsOf;

function CellsOf<T>({ row, index, layout }: { row: T; index: number; layout: Layout<T> }) {
  return (
    <>
      {layout.cells.map((cell) => (
        <td key={cell.column.key} className={cell.className} style={cell.style}>
          {cell.column.render(undefined, row, index)}
        </td>
      ))}
    </>
  );
}

/**
 * The browser's own tick box: antd's Checkbox with its wave was a fifth of drawing a page
 * (docs/speed.md). Memoised: a row that turns stale or fresh with the same values keeps its box.
 */
const Tick = memo(TickOf) as typeof TickOf;

function TickOf<T>({ rowKey, row, isPicked }: { rowKey: string; row: T; isPicked: boolean }) {
  const selection = useContext(SelectionContext) as RowSelection<T>;
  const { label, disabled } = selection.checkbox(row);
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    selection.onChange(
      event.target.checked
        ? [...selection.selected, rowKey]
        : selection.selected.filter((key) => key !== rowKey),
    );
  return (
    <input
      type="checkbox"
      className="server-table-check"
      checked={isPicked}
      disabled={disabled}
      aria-label={label}
      onChange={onChange}
    />
  );
}
