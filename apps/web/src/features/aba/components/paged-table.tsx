import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/catalog-values';
import { useIsNarrow } from '../../../lib/use-media-query';

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
  columns: TableColumnsType<T>;
  view: PageView;
  loading: boolean;
  onViewChange: (view: PageView) => void;
  testId: string;
}

/** Marks the column the view sorts on, so the header shows it. */
export function sortedBy<T>(columns: TableColumnsType<T>, view: PageView): TableColumnsType<T> {
  return columns.map((c) =>
    c.sorter && c.key === view.sort
      ? { ...c, sortOrder: view.order === 'desc' ? 'descend' : 'ascend' }
      : c.sorter
        ? { ...c, sortOrder: null }
        : c,
  );
}

/** One page of rows, sorted and paged on the server; wider than a phone, so it scrolls. */
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
  const format = useFormatters();
  const isNarrow = useIsNarrow();
  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      onViewChange({
        ...view,
        page: 1,
        sort: one?.order ? String(one.columnKey) : undefined,
        order: one?.order ? (one.order === 'descend' ? 'desc' : 'asc') : undefined,
      });
    } else if (action === 'paginate') {
      const size = pagination.pageSize ?? view.size;
      onViewChange({ ...view, size, page: size === view.size ? (pagination.current ?? 1) : 1 });
    }
  };
  return (
    <Table<T>
      data-testid={testId}
      rowKey={rowKey}
      columns={sortedBy(columns, view)}
      dataSource={rows}
      loading={loading}
      size="middle"
      scroll={{ x: 'max-content' }}
      showSorterTooltip={false}
      onChange={onChange}
      pagination={{
        current: view.page,
        pageSize: view.size,
        total,
        showSizeChanger: true,
        pageSizeOptions: ['20', '50', '100'],
        showTotal: (all, [start, end]) =>
          t('aba.results.page', {
            start: format.number(start),
            end: format.number(end),
            total: format.number(all),
          }),
        simple: isNarrow,
      }}
    />
  );
}
