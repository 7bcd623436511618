import { memo, type KeyboardEvent } from 'react';
import type { ServerColumn, SortDirection, SortOrder } from './server-column';
import type { Layout } from './table-layout';

const DIRECTIONS: SortDirection[] = ['ascend', 'descend'];
const DIRECTION_OF: Record<SortOrder, SortDirection> = { asc: 'ascend', desc: 'descend' };
const ORDER_OF: Record<SortDirection, SortOrder> = { ascend: 'asc', descend: 'desc' };

/**
 * The order a click on a column's header asks for: its first direction when another column (or
 * none) is sorted, else the next of its directions, and none past the last (antd's rule).
 */
export function nextOrder<T>(column: ServerColumn<T>, sorted?: SortOrder): SortOrder | undefined {
  const directions = column.sortDirections ?? DIRECTIONS;
  const next = sorted ? directions[directions.indexOf(DIRECTION_OF[sorted]) + 1] : directions[0];
  return next && ORDER_OF[next];
}

export interface TableHeadProps<T> {
  layout: Layout<T>;
  sort?: string;
  order?: SortOrder;
  onSort: (sort: string | undefined, order: SortOrder | undefined) => void;
}

/**
 * The header row; a sortable column's header sorts on click, Enter or Space, and says how it is
 * sorted. Memoised: a new page of rows in the same sort draws no header cell again.
 */
export const TableHead = memo(TableHeadOf) as typeof TableHeadOf;

function TableHeadOf<T>({ layout, sort, order, onSort }: TableHeadProps<T>) {
  return (
    <thead>
      <tr>
        {layout.selection && <th className={layout.selection.className} style={layout.selection.style} />}
        {layout.cells.map((cell) => {
          const { column } = cell;
          if (!column.sorter) {
            return (
              <th key={column.key} className={cell.className} style={cell.style}>
                {column.title}
              </th>
            );
          }
          const sorted = column.key === sort ? order : undefined;
          const change = () => {
            const next = nextOrder(column, sorted);
            onSort(next && column.key, next);
          };
          const onKeyDown = (event: KeyboardEvent) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            change();
          };
          return (
            <th
              key={column.key}
              className={`${cell.className} server-table-sortable`}
              style={cell.style}
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              tabIndex={0}
              onClick={change}
              onKeyDown={onKeyDown}
            >
              <span className="server-table-sorter">
                <span>{column.title}</span>
                <span className="server-table-carets" data-sorted={sorted} aria-hidden />
              </span>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
