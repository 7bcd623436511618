import {
  PRODUCT_SORT_FIELDS,
  type ProductColumnKey,
  type ProductSortField,
  type SelectedProduct,
} from '@asinasin/contract';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsNarrow } from '../../../lib/use-media-query';
import { DEFAULT_VIEW, PAGE_SIZES, type ResultView } from '../model/filters';
import { MAX_COMPARED_ASINS } from '@asinasin/contract';
import { productColumns } from './columns';
import { useFormatters } from '../../../components/catalog-values';

export interface ResultsTableProps {
  rows: SelectedProduct[];
  total: number;
  view: ResultView;
  /** a new page or sort is on its way: the current rows stay, dimmed */
  loading: boolean;
  onViewChange: (view: ResultView) => void;
  /** the columns the seller chose to show (the product always shows) */
  columns: readonly ProductColumnKey[];
  /** the search's marketplace: every row is of it */
  marketplace: string;
  /** ASINs ticked for comparison, kept across pages; at most MAX_COMPARED_ASINS */
  selected: readonly string[];
  onSelect: (asins: string[]) => void;
}

const isSortField = (key: unknown): key is ProductSortField =>
  (PRODUCT_SORT_FIELDS as readonly unknown[]).includes(key);

/** One page of products, sorted and paged on the server; wider than a phone, so it scrolls. */
export function ResultsTable(props: ResultsTableProps) {
  const { rows, total, view, loading, onViewChange, columns, marketplace, selected, onSelect } = props;
  const { t } = useTranslation('product-selection');
  const format = useFormatters();
  const isNarrow = useIsNarrow();

  const onChange: TableProps<SelectedProduct>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const sorted = one?.order && isSortField(one.columnKey);
      onViewChange({
        ...view,
        sort: sorted ? (one.columnKey as ProductSortField) : DEFAULT_VIEW.sort,
        order: sorted ? (one.order === 'descend' ? 'desc' : 'asc') : DEFAULT_VIEW.order,
        page: 1,
      });
    } else if (action === 'paginate') {
      const size = pagination.pageSize ?? view.size;
      onViewChange({ ...view, size, page: size === view.size ? (pagination.current ?? 1) : 1 });
    }
  };

  return (
    <Table<SelectedProduct>
      rowKey={(p) => `${p.marketplace}/${p.asin}`}
      columns={productColumns(t, format, view, !isNarrow, columns)}
      rowSelection={{
        selectedRowKeys: selected.map((asin) => `${marketplace}/${asin}`),
        // ticks on other pages stay ticked while the seller pages through
        preserveSelectedRowKeys: true,
        hideSelectAll: true,
        columnWidth: 40,
        fixed: !isNarrow,
        onChange: (keys) =>
          onSelect(keys.map((key) => String(key).slice(marketplace.length + 1)).slice(0, MAX_COMPARED_ASINS)),
        getCheckboxProps: (p) => ({
          disabled: selected.length >= MAX_COMPARED_ASINS && !selected.includes(p.asin),
          'aria-label': t('productSelection.compare.pick', { asin: p.asin }),
        }),
      }}
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
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (all, [start, end]) =>
          t('productSelection.results.page', {
            start: format.number(start),
            end: format.number(end),
            total: format.number(all),
          }),
        simple: isNarrow,
      }}
    />
  );
}
