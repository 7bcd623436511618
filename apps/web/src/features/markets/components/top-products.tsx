import type { SelectedProduct } from '@asinasin/contract';
import { Button, Flex, Table, Typography, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  AmazonReported,
  EstimatedSales,
  MissingValue,
  ProductCell,
  Rank,
  Thumbnail,
  useFormatters,
} from '../../../components/catalog-values';
import { formatDate } from '../../../lib/format';
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
  const missing = <MissingValue reason={t('markets.why.missing')} />;
  const col = (key: string): string => t(`markets.detail.columns.${key}` as 'markets.detail.columns.price');

  const columns: TableColumnType<SelectedProduct>[] = [
    { key: 'image', width: 64, render: (_, p) => <Thumbnail src={p.imageUrl} /> },
    { key: 'product', title: col('product'), width: 280, render: (_, p) => <ProductCell product={p} /> },
    {
      key: 'price',
      title: col('price'),
      align: 'right',
      sorter: by((p) => p.price),
      render: (_, p) => (p.price === null ? missing : format.price(p.price, p.currency)),
    },
    {
      key: 'rating',
      title: col('rating'),
      align: 'right',
      sorter: by((p) => p.rating),
      render: (_, p) => (p.rating === null ? missing : format.decimal(p.rating, 1)),
    },
    {
      key: 'ratingCount',
      title: col('ratingCount'),
      align: 'right',
      sorter: by((p) => p.ratingCount),
      render: (_, p) => (p.ratingCount === null ? missing : format.number(p.ratingCount)),
    },
    {
      key: 'bsr',
      title: col('bsr'),
      align: 'right',
      sorter: by((p) => p.bsr),
      render: (_, p) =>
        p.bsr === null ? missing : <Rank rank={p.bsr} category={p.bsrCategory} format={format} />,
    },
    {
      key: 'sales30d',
      title: col('sales30d'),
      align: 'right',
      sorter: by((p) => p.sales30d?.units ?? null),
      render: (_, p) =>
        p.sales30d ? (
          <EstimatedSales estimate={p.sales30d} />
        ) : (
          <MissingValue reason={t('markets.why.units')} />
        ),
    },
    {
      key: 'boughtPastMonth',
      title: col('boughtPastMonth'),
      align: 'right',
      sorter: by((p) => p.boughtPastMonth),
      render: (_, p) => (p.boughtPastMonth === null ? missing : <AmazonReported value={p.boughtPastMonth} />),
    },
    {
      key: 'dateFirstAvailable',
      title: col('dateFirstAvailable'),
      sorter: by((p) => p.dateFirstAvailable),
      render: (_, p) => (p.dateFirstAvailable ? formatDate(p.dateFirstAvailable) : missing),
    },
    {
      key: 'actions',
      title: col('actions'),
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
