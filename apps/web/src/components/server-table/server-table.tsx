import { Pagination, Spin, type PaginationProps } from 'antd';
import { memo, useCallback, useMemo, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HintScope } from '../catalog-values/hint-scope';
import { useIsNarrow } from '../../lib/use-media-query';
import { PAGE_SIZES } from './page-sizes';
import { rowsInViewOf, useRowsInSteps } from './rows-in-steps';
import type { RowSelection, ServerColumns, SortOrder } from './server-column';
import { TableBody } from './table-body';
import { TableHead } from './table-head';
import { layoutOf, TICK_WIDTH } from './table-layout';
import { followTableLink } from './table-link';
import './server-table.css';

const SIZE_OPTIONS = PAGE_SIZES.map(String);

/** What the seller asked of the table: a page (a new size goes back to page 1) or a sort. */
export type TableChange =
  | { kind: 'page'; page: number; size: number }
  /** `sort` is the column's key, undefined when the seller cleared the sort; always page 1 */
  | { kind: 'sort'; sort: string | undefined; order: SortOrder | undefined };

export interface ServerTableProps<T> {
  rows: readonly T[];
  /** rows of the whole result, on every page */
  total: number;
  /**
   * Memoise them (useMemo): a new array re-renders every cell, and a page re-renders on every key
   * typed in its filters. The table marks the sorted column itself, so they need not depend on it.
   */
  columns: ServerColumns<T>;
  /** a row's key: one of its fields, or made from it */
  rowKey: (keyof T & string) | ((row: T) => string);
  page: number;
  pageSize: number;
  /** the column key the rows are sorted by, and its direction (the header shows it) */
  sort?: string;
  order?: SortOrder;
  /** false: a fixed page size, no size changer */
  sizeChanger?: boolean;
  /** tick boxes to pick rows with; memoise it, as the columns */
  rowSelection?: RowSelection<T>;
  /** 'small': denser rows */
  size?: 'small' | 'middle';
  /** a new page or sort is on its way: the current rows stay, dimmed */
  loading: boolean;
  onTableChange: (change: TableChange) => void;
  /** "1-50 of 1,234", in the screen's words and number format; none when not given */
  totalText?: (range: { start: number; end: number; total: number }) => string;
  testId?: string;
}

/**
 * One page of rows, sorted and paged on the server; wider than a phone, so it scrolls. Every
 * research screen's table is this one: the same sizes, the same page/sort semantics, and one
 * tooltip for all its value cells (HintScope). A plain HTML table: antd's Table cost about 20 ms a
 * row on a slowed laptop, and its scroll shadows forced the new rows' layout (docs/speed.md).
 * Memoised: given the same props (memoised columns, a row key defined once), what changes around it
 * (brand flags, counts) never draws every cell again.
 */
export const ServerTable = memo(ServerTableOf) as typeof ServerTableOf;

function ServerTableOf<T extends object>(props: ServerTableProps<T>) {
  const { rows, total, columns, rowKey, page, pageSize, sort, order, sizeChanger = true } = props;
  const { rowSelection, size = 'middle', loading, onTableChange, totalText, testId } = props;
  const { t } = useTranslation();
  const isNarrow = useIsNarrow();
  const navigate = useNavigate();
  const onClick = useCallback((event: MouseEvent) => followTableLink(event, navigate), [navigate]);
  const box = useRef<HTMLDivElement>(null);
  const inView = useCallback(() => rowsInViewOf(box.current?.querySelector('tbody')), []);
  const drawn = useRowsInSteps(rows, inView);
  const tickWidth = rowSelection && (rowSelection.width ?? TICK_WIDTH);
  const layout = useMemo(() => layoutOf(columns, tickWidth, isNarrow), [columns, tickWidth, isNarrow]);
  const keyOf = useMemo(
    () => (typeof rowKey === 'function' ? rowKey : (row: T) => String(row[rowKey])),
    [rowKey],
  );

  const onSort = useCallback(
    (nextSort: string | undefined, nextOrder: SortOrder | undefined) =>
      onTableChange({ kind: 'sort', sort: nextSort, order: nextOrder }),
    [onTableChange],
  );
  const onPage = useCallback<NonNullable<PaginationProps['onChange']>>(
    (nextPage, nextSize) =>
      onTableChange({ kind: 'page', size: nextSize, page: nextSize === pageSize ? nextPage : 1 }),
    [onTableChange, pageSize],
  );

  return (
    <HintScope>
      <div ref={box} className={`server-table server-table-${size}`} data-testid={testId} onClick={onClick}>
        <Spin spinning={loading}>
          <div className="server-table-scroll">
            <table
              className={layout.width === undefined ? 'server-table-grid' : 'server-table-grid is-fixed'}
              style={layout.width === undefined ? undefined : { width: layout.width }}
            >
              {layout.width !== undefined && (
                <colgroup>
                  {layout.selection && <col style={{ width: layout.selection.width }} />}
                  {layout.cells.map((cell) => (
                    <col key={cell.column.key} style={{ width: cell.width }} />
                  ))}
                </colgroup>
              )}
              <TableHead layout={layout} sort={sort} order={order} onSort={onSort} />
              <TableBody
                layout={layout}
                rows={drawn.rows}
                fresh={drawn.fresh}
                keyOf={keyOf}
                selection={rowSelection}
                empty={t('common.noData')}
              />
            </table>
          </div>
        </Spin>
        {total > 0 && (
          <Pagination
            className="server-table-pager"
            current={page}
            pageSize={pageSize}
            total={total}
            showSizeChanger={sizeChanger}
            pageSizeOptions={sizeChanger ? SIZE_OPTIONS : undefined}
            showTotal={totalText && ((all, [start, end]) => totalText({ start, end, total: all }))}
            simple={isNarrow}
            onChange={onPage}
          />
        )}
      </div>
    </HintScope>
  );
}
