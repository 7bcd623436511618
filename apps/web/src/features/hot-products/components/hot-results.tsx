import {
  HOT_PRODUCT_DEFAULT_SORT,
  HOT_PRODUCT_SORTS,
  MAX_COMPARED_ASINS,
  type HotProduct,
  type HotProductSort,
  type HotProductsInput,
} from '@asinasin/contract';
import { Button, Flex, Skeleton, Table, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CatalogEmpty, useFormatters, ResultsError } from '../../../components/catalog-values';

import { useIsNarrow } from '../../../lib/use-media-query';
import { useHotProducts } from '../api/hot-products-api';
import { productDetailPath as detailPath } from '../../../lib/research-links';
import { PAGE_SIZES, type HotView } from '../model/hot-url';
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
  const format = useFormatters();
  const isNarrow = useIsNarrow();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const result = useHotProducts(query);
  const fallback = HOT_PRODUCT_DEFAULT_SORT[view.kind];
  const effective = {
    sort: view.sort ?? fallback.sort,
    order: view.order ?? (view.sort ? 'asc' : fallback.order),
  };

  if (result.isError) {
    return (
      <ResultsError title={t('hot.loadFailed')} error={result.error} onRetry={() => void result.refetch()} />
    );
  }
  if (!result.data) {
    return (
      <div aria-busy="true" data-testid="hot-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  const data = result.data;
  if (data.total === 0 && !result.isPlaceholderData) {
    const need =
      data.history === 'nodeRanksOnly' ? 'rootRanks' : NEEDS_HISTORY.has(view.kind) ? 'snapshots' : 'matches';
    return <CatalogEmpty need={need} testId="hot-empty" />;
  }

  const onChange: TableProps<HotProduct>['onChange'] = (pagination, _f, sorter, { action }) => {
    if (action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const sorted = one?.order && isSort(one.columnKey);
      onViewChange({
        ...view,
        sort: sorted ? (one.columnKey as HotProductSort) : undefined,
        order: sorted ? (one.order === 'descend' ? 'desc' : 'asc') : undefined,
        page: 1,
      });
    } else if (action === 'paginate') {
      const size = pagination.pageSize ?? view.size;
      onViewChange({ ...view, size, page: size === view.size ? (pagination.current ?? 1) : 1 });
    }
  };
  const marketplace = String(query.marketplace ?? 'US');

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
      <Table<HotProduct>
        rowKey="asin"
        columns={hotColumns(t, format, view, effective, !isNarrow)}
        dataSource={data.rows}
        loading={result.isFetching}
        size="middle"
        scroll={{ x: 'max-content' }}
        showSorterTooltip={false}
        onChange={onChange}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String).slice(0, MAX_COMPARED_ASINS)),
          getCheckboxProps: (p) => ({
            disabled: !selected.includes(p.asin) && selected.length >= MAX_COMPARED_ASINS,
            'aria-label': p.asin,
          }),
        }}
        pagination={{
          current: view.page,
          pageSize: view.size,
          total: data.total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (all, [start, end]) =>
            t('hot.page', {
              start: format.number(start),
              end: format.number(end),
              total: format.number(all),
            }),
          simple: isNarrow,
        }}
      />
    </Flex>
  );
}
