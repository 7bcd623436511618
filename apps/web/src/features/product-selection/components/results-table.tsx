import {
  MAX_COMPARED_ASINS,
  PRODUCT_SORT_FIELDS,
  type ProductColumnKey,
  type ProductSortField,
  type SelectedProduct,
  type SortedBy,
} from '@asinasin/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandFlagsScope, useBrandFlags, withBrandFlags } from '../../../components/brand-flags';
import { useFormatters } from '../../../components/catalog-values';
import {
  ServerTable,
  useTotalText,
  type TableChange,
  type RowSelection,
} from '../../../components/server-table';
import { useIsNarrow } from '../../../lib/use-media-query';
import { DEFAULT_VIEW, type ResultView } from '../model/filters';
import { productColumns } from './columns';

export interface ResultsTableProps {
  rows: SelectedProduct[];
  total: number;
  view: ResultView;
  /** the sort the server read the page in (its default when the view has none) */
  sortedBy?: SortedBy;
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

const rowKey = (p: SelectedProduct) => `${p.marketplace}/${p.asin}`;

const isSortField = (key: unknown): key is ProductSortField =>
  (PRODUCT_SORT_FIELDS as readonly unknown[]).includes(key);

/** One page of products, sorted and paged on the server; wider than a phone, so it scrolls. */
export function ResultsTable(props: ResultsTableProps) {
  const { rows, total, view, sortedBy, loading, onViewChange, columns, marketplace, selected, onSelect } =
    props;
  const { t } = useTranslation('product-selection');
  const format = useFormatters();
  const isNarrow = useIsNarrow();
  const flags = useBrandFlags(
    marketplace,
    rows.map((p) => p.asin),
  );
  // the same columns for every page of results: new ones would draw every cell again
  const tableColumns = useMemo(
    () => withBrandFlags(productColumns(t, format, !isNarrow, columns)),
    [t, format, isNarrow, columns],
  );

  const onTableChange = useCallback(
    (change: TableChange) => {
      if (change.kind === 'page') return onViewChange({ ...view, page: change.page, size: change.size });
      const sorted = change.order && isSortField(change.sort);
      onViewChange({
        ...view,
        sort: sorted ? (change.sort as ProductSortField) : DEFAULT_VIEW.sort,
        order: sorted ? change.order! : DEFAULT_VIEW.order,
        page: 1,
      });
    },
    [view, onViewChange],
  );
  const totalText = useTotalText(t, 'productSelection.results.page');

  const rowSelection = useMemo<RowSelection<SelectedProduct>>(
    () => ({
      // ticks on other pages stay ticked while the seller pages through
      selected: selected.map((asin) => `${marketplace}/${asin}`),
      width: 40,
      onChange: (keys) =>
        onSelect(keys.map((key) => key.slice(marketplace.length + 1)).slice(0, MAX_COMPARED_ASINS)),
      checkbox: (p) => ({
        disabled: selected.length >= MAX_COMPARED_ASINS && !selected.includes(p.asin),
        label: t('productSelection.compare.pick', { asin: p.asin }),
      }),
    }),
    [selected, marketplace, onSelect, t],
  );

  return (
    <BrandFlagsScope value={flags}>
      <ServerTable<SelectedProduct>
        rowKey={rowKey}
        columns={tableColumns}
        rowSelection={rowSelection}
        rows={rows}
        total={total}
        page={view.page}
        pageSize={view.size}
        sort={view.sort ?? sortedBy?.field}
        order={view.sort ? (view.order ?? sortedBy?.order) : sortedBy?.order}
        loading={loading}
        onTableChange={onTableChange}
        totalText={totalText}
      />
    </BrandFlagsScope>
  );
}
