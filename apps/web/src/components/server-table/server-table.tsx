import { Table, type TableColumnsType, type TableProps } from 'antd';
import { isValidElement, memo, useCallback, useMemo, useRef, type ChangeEvent, type MouseEvent } from 'react';
import { HintScope } from '../catalog-values/hint-scope';
import { useIsNarrow } from '../../lib/use-media-query';
import { PAGE_SIZES } from './page-sizes';
import { rowsInViewOf, useRowsInSteps } from './rows-in-steps';
import './server-table.css';

const SIZE_OPTIONS = PAGE_SIZES.map(String);

export type SortOrder = 'asc' | 'desc';

/** What the seller asked of the table: a page (a new size goes back to page 1) or a sort. */
export type TableChange =
  | { kind: 'page'; page: number; size: number }
  /** `sort` is the column's key, undefined when the seller cleared the sort; always page 1 */
  | { kind: 'sort'; sort: string | undefined; order: SortOrder | undefined };

export interface ServerTableProps<T> extends Omit<
  TableProps<T>,
  'columns' | 'dataSource' | 'pagination' | 'onChange' | 'loading'
> {
  rows: readonly T[];
  /** rows of the whole result, on every page */
  total: number;
  /**
   * Memoise them (useMemo): a new array re-renders every cell, and a page re-renders on every key
   * typed in its filters. The table marks the sorted column itself, so they need not depend on it.
   */
  columns: TableColumnsType<T>;
  page: number;
  pageSize: number;
  /** the column key the rows are sorted by, and its direction (the header shows it) */
  sort?: string;
  order?: SortOrder;
  /** false: a fixed page size, no size changer */
  sizeChanger?: boolean;
  /** a new page or sort is on its way: the current rows stay, dimmed */
  loading: boolean;
  onTableChange: (change: TableChange) => void;
  /** "1-50 of 1,234", in the screen's words and number format; none when not given */
  totalText?: (range: { start: number; end: number; total: number }) => string;
  testId?: string;
}

/** Marks the column the rows are sorted by, and no other, so the header shows the server's sort. */
export function markSorted<T>(columns: TableColumnsType<T>, sort?: string, order?: SortOrder) {
  return columns.map((column) =>
    column.sorter
      ? {
          ...column,
          sortOrder:
            column.key === sort && order
              ? order === 'asc'
                ? ('ascend' as const)
                : ('descend' as const)
              : null,
        }
      : column,
  );
}

/**
 * The table's width when every column has one in pixels: it then lays out at those widths
 * (`table-layout: fixed`), never measuring every cell's content first. On a slowed laptop the
 * browser's layout of 50 rows at content width, forced again by antd's scroll shadows, was most of
 * a search's click → rows (docs/speed.md). Undefined when a column sizes to its content.
 */
export function fixedWidth<T>(columns: TableColumnsType<T>, rowSelection?: TableProps<T>['rowSelection']) {
  let width = rowSelection ? Number(rowSelection.columnWidth ?? 32) : 0;
  for (const column of columns) {
    if (typeof column.width !== 'number' || 'children' in column) return undefined;
    width += column.width;
  }
  return Number.isFinite(width) ? width : undefined;
}

type RowSelection<T> = NonNullable<TableProps<T>['rowSelection']>;
type CheckboxProps = {
  checked?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onClick?: (event: MouseEvent<HTMLInputElement>) => void;
};

/**
 * Each row's tick box as the browser's own checkbox, given antd's own props (its checked state,
 * label, and the handler that selects the row): antd's Checkbox with its wave effect was a fifth
 * of drawing a page of rows on a slowed laptop (docs/speed.md).
 */
function plainCheckboxes<T>(rowSelection: RowSelection<T> | undefined): RowSelection<T> | undefined {
  if (!rowSelection || rowSelection.type === 'radio' || rowSelection.renderCell) return rowSelection;
  return {
    ...rowSelection,
    renderCell: (_checked, _record, _index, node) => {
      if (!isValidElement<CheckboxProps>(node)) return node;
      const { checked, disabled, onChange, onClick } = node.props;
      return (
        <input
          type="checkbox"
          className="server-table-check"
          checked={checked}
          disabled={disabled}
          aria-label={node.props['aria-label']}
          onChange={onChange}
          onClick={onClick}
        />
      );
    },
  };
}

/** The props antd's Table takes as they are (row selection, row key, expandable...). */
function omitOwn<T>(props: ServerTableProps<T>) {
  const { rows: _r, total: _t, columns: _c, page: _p, pageSize: _s, sort: _so, order: _o, ...rest } = props;
  const { sizeChanger: _sc, loading: _l, ...tableProps } = rest;
  return tableProps;
}

/**
 * One page of rows, sorted and paged on the server; wider than a phone, so it scrolls. Every
 * research screen's table is this one: the same sizes, the same page/sort semantics, and one
 * tooltip for all its value cells (HintScope). Memoised: given the same props (memoised columns, a
 * row key defined once), what changes around it (brand flags, counts) never draws every cell again.
 */
export const ServerTable = memo(ServerTableOf) as typeof ServerTableOf;

function ServerTableOf<T extends object>(props: ServerTableProps<T>) {
  const { rows, total, columns, page, pageSize, sort, order, sizeChanger = true, loading } = props;
  const { onTableChange, totalText, testId, ...tableProps } = omitOwn(props);
  const isNarrow = useIsNarrow();
  const box = useRef<HTMLDivElement>(null);
  const inView = useCallback(() => rowsInViewOf(box.current?.querySelector('.ant-table-tbody')), []);
  const drawnRows = useRowsInSteps(rows, inView);
  const sorted = useMemo(() => markSorted(columns, sort, order), [columns, sort, order]);
  const width = useMemo(() => fixedWidth(columns, props.rowSelection), [columns, props.rowSelection]);
  const rowSelection = useMemo(() => plainCheckboxes(props.rowSelection), [props.rowSelection]);

  const onChange = useCallback<NonNullable<TableProps<T>['onChange']>>(
    (pagination, _filters, sorter, { action }) => {
      if (action === 'sort') {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const cleared = !one?.order;
        onTableChange({
          kind: 'sort',
          sort: cleared ? undefined : String(one.columnKey),
          order: cleared ? undefined : one.order === 'descend' ? 'desc' : 'asc',
        });
      } else if (action === 'paginate') {
        const nextSize = pagination.pageSize ?? pageSize;
        onTableChange({
          kind: 'page',
          size: nextSize,
          page: nextSize === pageSize ? (pagination.current ?? 1) : 1,
        });
      }
    },
    [onTableChange, pageSize],
  );

  const pagination = useMemo<TableProps<T>['pagination']>(
    () => ({
      current: page,
      pageSize,
      total,
      showSizeChanger: sizeChanger,
      ...(sizeChanger ? { pageSizeOptions: SIZE_OPTIONS } : {}),
      ...(totalText ? { showTotal: (all, [start, end]) => totalText({ start, end, total: all }) } : {}),
      simple: isNarrow,
    }),
    [page, pageSize, total, sizeChanger, totalText, isNarrow],
  );

  return (
    <HintScope>
      <div ref={box}>
        <Table<T>
          data-testid={testId}
          size="middle"
          {...(width === undefined
            ? { scroll: { x: 'max-content' } }
            : { scroll: { x: width }, tableLayout: 'fixed' as const, className: 'server-table-fixed' })}
          showSorterTooltip={false}
          {...tableProps}
          rowSelection={rowSelection}
          columns={sorted}
          dataSource={drawnRows as T[]}
          loading={loading}
          onChange={onChange}
          pagination={pagination}
        />
      </div>
    </HintScope>
  );
}
