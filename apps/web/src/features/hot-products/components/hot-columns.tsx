import type { HotProduct, HotProductKind, HotProductSort } from '@asinasin/contract';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AmazonReported,
  EstimatedSales,
  MissingValue,
  ProductCell,
  Rank,
  Thumbnail,
  type Formatters,
} from '../../../components/catalog-values';
import { formatDate } from '../../../lib/format';
import { productDetailPath as detailPath } from '../../../lib/research-links';
import type { HotView } from '../model/hot-url';

type T = TFunction<'hot-products'>;
export type HotColumn = TableColumnType<HotProduct> & { key: string };

const orMissing = <V,>(value: V | null, show: (value: V) => ReactNode, reason: string): ReactNode =>
  value === null ? <MissingValue reason={reason} /> : show(value);

/** The hot products' columns; the kind's own measure comes first after the product. */
export function hotColumns(
  t: T,
  format: Formatters,
  view: HotView,
  effectiveSort: { sort: HotProductSort; order: 'asc' | 'desc' },
  fixTitle: boolean,
): HotColumn[] {
  const sortable = (key: HotProductSort): Partial<HotColumn> => ({
    sorter: true,
    sortOrder: effectiveSort.sort === key ? (effectiveSort.order === 'asc' ? 'ascend' : 'descend') : null,
    sortDirections: ['descend', 'ascend', 'descend'],
  });
  const missing = t('hot.cells.missing');
  const kind: HotProductKind = view.kind;
  const columns: HotColumn[] = [
    {
      key: 'image',
      title: t('hot.columns.image'),
      width: 72,
      fixed: fixTitle ? 'left' : undefined,
      render: (_, p) => <Thumbnail src={p.imageUrl} />,
    },
    {
      key: 'product',
      title: t('hot.columns.product'),
      width: 280,
      fixed: fixTitle ? 'left' : undefined,
      render: (_, p) => <ProductCell product={p} />,
    },
  ];
  const entry: HotColumn = {
    key: 'nodeRank',
    title: t('hot.columns.entry'),
    width: 200,
    ...sortable('nodeRank'),
    render: (_, p) =>
      p.entry && (
        <span>
          {t('hot.cells.entry', { node: p.entry.node, rank: p.entry.rank })}
          <br />
          <small>
            {t('hot.cells.entryDates', {
              baseline: formatDate(p.entry.baselineAt),
              latest: formatDate(p.entry.observedAt),
            })}
          </small>
        </span>
      ),
  };
  const bought: HotColumn = {
    key: 'boughtPastMonth',
    title: t('hot.columns.boughtPastMonth'),
    width: 190,
    ...sortable('boughtPastMonth'),
    render: (_, p) =>
      orMissing(p.boughtPastMonth, (v) => <AmazonReported value={v} />, t('hot.cells.notShown')),
  };
  const growth: HotColumn[] = [
    {
      key: 'bsrGrowthRate',
      title: t('hot.columns.bsrGrowthRate'),
      width: 130,
      align: 'right',
      ...sortable('bsrGrowthRate'),
      render: (_, p) => orMissing(p.bsrGrowthRate, (v) => format.percent(v), t('hot.cells.noHistory')),
    },
    {
      key: 'bsrGrowth',
      title: t('hot.columns.bsrGrowth'),
      width: 120,
      align: 'right',
      ...sortable('bsrGrowth'),
      render: (_, p) => orMissing(p.bsrGrowth, (v) => format.signed(v), t('hot.cells.noHistory')),
    },
  ];
  const salesGrowth: HotColumn = {
    key: 'salesGrowthRate',
    title: t('hot.columns.salesGrowthRate'),
    width: 130,
    align: 'right',
    ...sortable('salesGrowthRate'),
    render: (_, p) => orMissing(p.salesGrowthRate, (v) => format.percent(v), t('hot.cells.noSalesHistory')),
  };
  const dfa: HotColumn = {
    key: 'dateFirstAvailable',
    title: t('hot.columns.dateFirstAvailable'),
    width: 120,
    ...sortable('dateFirstAvailable'),
    render: (_, p) => orMissing(formatDate(p.dateFirstAvailable) ?? null, (v) => v, missing),
  };
  const lead: Record<HotProductKind, HotColumn[]> = {
    boughtLeaders: [bought],
    bsrRising: growth,
    salesRising: [salesGrowth],
    newEntrants: [entry],
    newlyAvailable: [dfa],
  };
  columns.push(...lead[kind]);
  columns.push(
    {
      key: 'price',
      title: t('hot.columns.price'),
      width: 100,
      align: 'right',
      ...sortable('price'),
      render: (_, p) => orMissing(p.price, (v) => format.price(v, p.currency), missing),
    },
    {
      key: 'rating',
      title: t('hot.columns.rating'),
      width: 80,
      align: 'right',
      ...sortable('rating'),
      render: (_, p) => orMissing(p.rating, (v) => format.decimal(v, 1), missing),
    },
    {
      key: 'ratingCount',
      title: t('hot.columns.ratingCount'),
      width: 100,
      align: 'right',
      ...sortable('ratingCount'),
      render: (_, p) => orMissing(p.ratingCount, (v) => format.number(v), missing),
    },
    {
      key: 'bsr',
      title: t('hot.columns.bsr'),
      width: 160,
      ...sortable('bsr'),
      render: (_, p) =>
        orMissing(p.bsr, (v) => <Rank rank={v} category={p.bsrCategory} format={format} />, missing),
    },
    {
      key: 'sales30d',
      title: t('hot.columns.sales30d'),
      width: 170,
      ...sortable('sales30d'),
      render: (_, p) =>
        orMissing(p.sales30d, (v) => <EstimatedSales estimate={v} />, t('hot.cells.noRootRank')),
    },
  );
  if (kind !== 'boughtLeaders') columns.push(bought);
  if (kind !== 'newlyAvailable') columns.push(dfa);
  columns.push({
    key: 'actions',
    title: t('hot.columns.actions'),
    width: 80,
    render: (_, p) => <Link to={detailPath(p.marketplace, [p.asin])}>{t('hot.cells.detail')}</Link>,
  });
  return columns;
}
