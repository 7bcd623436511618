import {
  HOT_PRODUCT_DEFAULT_SORT,
  HOT_PRODUCT_SORTS,
  MAX_COMPARED_ASINS,
  type HotProduct,
  type HotProductSort,
  type HotProductsInput,
} from '@asinasin/contract';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CatalogEmpty, useFormatters } from '../../../components/catalog-values';
import { QueryResult } from '../../../components/query-result';
import {
  ServerTable,
  useTotalText,
  type TableChange,
  type RowSelection,
} from '../../../components/server-table';
import { useIsNarrow } from '../../../lib/use-media-query';
import { useHotProducts } from '../api/hot-products-api';
import { productDetailPath as detailPath } from '../../../lib/research-links';
import type { HotView } from '../model/hot-url';
import { BrandFlagsScope, useBrandFlags, withBrandFlags } from '../../../components/brand-flags';
import { hotColumns } from './hot-columns';

const NEEDS_HISTORY = new Set(['bsrRising', 'salesRising', 'newEntrants']);
const isSort = (key: unknown): key is HotProductSort =>
  (HOT_PRODUCT_SORTS as readonly unknown[]).includes(key);

export interface HotResultsProps {
  query: HotProductsInput;
  view: HotView;
  onViewChange: (view: HotView) => void;
}

/** One kind's page: skeleton, error with retry, the honest empty state, or the table with compare. */
export function HotResults({ query, view, onViewChange }: HotResultsProps) {
  const { t } = useTranslation('hot-products');
  const result = useHotProducts(query);
  // ticks stay while another page loads
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <QueryResult
      result={result}
      errorTitle={t('hot.loadFailed')}
      loading={
        <div aria-busy="true" data-testid="hot-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      }
      isEmpty={(data) => data.total === 0}
      empty={(data) => (
        <CatalogEmpty
          need={
            data.history === 'nodeRanksOnly'
              ? 'rootRanks'
              : NEEDS_HISTORY.has(view.kind)
                ? 'snapshots'
                : 'matches'
          }
          testId="hot-empty"
        />
      )}
    >
      {(data) => (
        <HotTable
          data={data}
          loading={result.isFetching}
          marketplace={String(query.marketplace ?? 'US')}
          view={view}
          onViewChange={onViewChange}
          selected={selected}
          onSelect={setSelected}
        />
      )}
    </QueryResult>
  );
}

interface HotTableProps {
  data: NonNullable<ReturnType<typeof useHotProducts>['data']>;
  loading: boolean;
  marketplace: string;
  view: HotView;
  onViewChange: (view: HotView) => void;
  selected: string[];
  onSelect: (asins: string[]) => void;
}

/** The kind's products with their total and the compare button. */
function HotTable(props: HotTableProps) {
  const { data, loading, marketplace, view, onViewChange, selected, onSelect } = props;
  const { t } = useTranslation('hot-products');
  const format = useFormatters();
  const isNarrow = useIsNarrow();
  const navigate = useNavigate();
  const fallback = HOT_PRODUCT_DEFAULT_SORT[view.kind];
  const flags = useBrandFlags(
    marketplace,
    data.rows.map((p) => p.asin),
  );
  const columns = useMemo(
    () => withBrandFlags(hotColumns(t, format, view.kind, !isNarrow)),
    [t, format, view.kind, isNarrow],
  );

  const onTableChange = useCallback(
    (change: TableChange) => {
      if (change.kind === 'page') return onViewChange({ ...view, page: change.page, size: change.size });
      const sorted = change.order && isSort(change.sort);
      onViewChange({
        ...view,
        sort: sorted ? (change.sort as HotProductSort) : undefined,
        order: sorted ? change.order : undefined,
        page: 1,
      });
    },
    [view, onViewChange],
  );
  const totalText = useTotalText(t, 'hot.page');
  const rowSelection = useMemo<RowSelection<HotProduct>>(
    () => ({
      selected,
      onChange: (keys) => onSelect(keys.slice(0, MAX_COMPARED_ASINS)),
      checkbox: (p) => ({
        disabled: !selected.includes(p.asin) && selected.length >= MAX_COMPARED_ASINS,
        label: p.asin,
      }),
    }),
    [selected, onSelect],
  );

  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Typography.Text strong>{t('hot.total', { total: format.number(data.total) })}</Typography.Text>
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary">
            {selected.length ? t('hot.selected', { count: selected.length }) : t('hot.compareHint')}
          </Typography.Text>
          <Button
            type="primary"
            disabled={selected.length < 2}
            onClick={() => void navigate(detailPath(marketplace, selected))}
          >
            {t('hot.compare')}
          </Button>
        </Flex>
      </Flex>
      <BrandFlagsScope value={flags}>
        <ServerTable<HotProduct>
          rowKey="asin"
          columns={columns}
          rows={data.rows}
          total={data.total}
          page={view.page}
          pageSize={view.size}
          // the kind's own default sort shows in the header until the seller picks one
          sort={view.sort ?? fallback.sort}
          order={view.order ?? (view.sort ? 'asc' : fallback.order)}
          loading={loading}
          onTableChange={onTableChange}
          totalText={totalText}
          rowSelection={rowSelection}
        />
      </BrandFlagsScope>
    </Flex>
  );
}
