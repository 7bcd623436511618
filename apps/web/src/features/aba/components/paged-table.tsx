import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ServerTable,
  useTotalText,
  type TableChange,
  type ServerColumns,
} from '../../../components/server-table';

export interface PageView {
  page: number;
  size: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

interface PagedTableProps<T> {
  rows: T[];
  total: number;
  rowKey: (row: T) => string;
  /** memoised (useMemo): see ServerTable */
  columns: ServerColumns<T>;
  view: PageView;
  loading: boolean;
  onViewChange: (view: PageView) => void;
  testId: string;
}

/** The ABA screens' server-paged table: their view in the URL, their "x-y of n" words. */
export function PagedTable<T extends object>({
  rows,
  total,
  rowKey,
  columns,
  view,
  loading,
  onViewChange,
  testId,
}: PagedTableProps<T>) {
  const { t } = useTranslation('aba');
  const onTableChange = useCallback(
    (change: TableChange) =>
      onViewChange(
        change.kind === 'page'
          ? { ...view, page: change.page, size: change.size }
          : { ...view, page: 1, sort: change.sort, order: change.order },
      ),
    [view, onViewChange],
  );
  const totalText = useTotalText(t, 'aba.results.page');
  return (
    <ServerTable<T>
      testId={testId}
      rowKey={rowKey}
      columns={columns}
      rows={rows}
      total={total}
      page={view.page}
      pageSize={view.size}
      sort={view.sort}
      order={view.order}
      loading={loading}
      onTableChange={onTableChange}
      totalText={totalText}
    />
  );
}
