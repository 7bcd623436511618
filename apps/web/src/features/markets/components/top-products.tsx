import type { SelectedProduct } from '@asinasin/contract';
import { Button, Flex, Table, Typography, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  catalogColumns,
  useFormatters,
  type CatalogColumn,
  type CatalogColumnKey,
} from '../../../components/catalog-values';
import { productDetailPath } from '../../../lib/research-links';

/** Nulls last whichever the direction. */
const by =
  (value: (p: SelectedProduct) => number | string | null) => (a: SelectedProduct, b: SelectedProduct) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    if (x === null) return -1;
    if (y === null) return 1;
    return x < y ? -1 : 1;
  };

/** The market's sample: sortable here (it is at most 100 rows), each to its detail, several to compare. */
export function TopProducts({ products, marketplace }: { products: SelectedProduct[]; marketplace: string }) {
  const { t } = useTranslation('markets');
  const format = useFormatters();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const base = catalogColumns<SelectedProduct>(format, {
    title: (key: CatalogColumnKey) => t(`markets.detail.columns.${key}` as 'markets.detail.columns.price'),
    missing: t('markets.why.missing'),
    noEstimate: t('markets.why.units'),
    notShown: t('markets.why.missing'),
  });
  // at most 100 rows: sorted here
  const sorted = (
    column: CatalogColumn<SelectedProduct>,
    value: (p: SelectedProduct) => number | string | null,
  ) => ({
    ...column,
    width: undefined,
    sorter: by(value),
  });

  const columns: TableColumnType<SelectedProduct>[] = [
    { ...base.image, title: undefined, width: 64 },
    base.product,
    sorted(base.price, (p) => p.price),
    sorted(base.rating, (p) => p.rating),
    sorted(base.ratingCount, (p) => p.ratingCount),
    sorted(base.bsr, (p) => p.bsr),
    sorted(base.sales30d, (p) => p.sales30d?.units ?? null),
    sorted(base.boughtPastMonth, (p) => p.boughtPastMonth),
    sorted(base.dateFirstAvailable, (p) => p.dateFirstAvailable),
    {
      key: 'actions',
      title: t('markets.detail.columns.actions'),
      render: (_, p) => (
        <Link to={productDetailPath(marketplace, [p.asin])}>{t('markets.detail.productDetail')}</Link>
      ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        <Button
          type="primary"
          disabled={selected.length < 2}
          onClick={() => void navigate(productDetailPath(marketplace, selected))}
          data-testid="compare-button"
        >
          {t('markets.detail.compare', { count: selected.length })}
        </Button>
        <Typography.Text type="secondary">{t('markets.detail.compareHint')}</Typography.Text>
      </Flex>
      <Table<SelectedProduct>
        rowKey="asin"
        columns={columns}
        dataSource={products}
        size="middle"
        scroll={{ x: 'max-content' }}
        showSorterTooltip={false}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
        }}
        data-testid="top-products"
      />
    </Flex>
  );
}
