import type { ProductColumnKey, ProductSortField, SelectedProduct } from '@asinasin/contract';
import type { TFunction } from 'i18next';
import {
  catalogColumns,
  MissingValue,
  orMissing,
  ProductCell,
  Rank,
  type CatalogColumnKey,
  type Formatters,
} from '../../../components/catalog-values';
import { TableLink, type ServerColumn } from '../../../components/server-table';
import { rememberText } from '../../../i18n/remembered-text';
import { formatDate } from '../../../lib/format';
import { productDetailPath } from '../../../lib/research-links';

type T = TFunction<'product-selection'>;
export type ProductColumn = ServerColumn<SelectedProduct>;

/**
 * The result columns the seller chose (`visible`, in the table's order) around the product, which
 * always shows; those with a `sorter` sort on the server by the contract's field of their key.
 */
export function productColumns(
  t: T,
  format: Formatters,
  fixTitle: boolean,
  visible: readonly ProductColumnKey[],
): ProductColumn[] {
  // the cells ask for the same few words in every row: each is looked up once
  const byKey = new Map(allColumns(rememberText(t), format, fixTitle).map((column) => [column.key, column]));
  const chosen = visible.filter((key) => key !== 'image').map((key) => byKey.get(key)!);
  return [...(visible.includes('image') ? [byKey.get('image')!] : []), byKey.get('product')!, ...chosen];
}

const SORTABLE: Partial<ProductColumn> = {
  sorter: true,
  // asc → desc → asc: there is always a sort (the default is BSR ascending)
  sortDirections: ['ascend', 'descend', 'ascend'],
};

const flagText = (t: T, value: boolean | null) =>
  value === null ? null : t(value ? 'productSelection.triState.yes' : 'productSelection.triState.no');

function allColumns(t: T, format: Formatters, fixTitle: boolean): ProductColumn[] {
  const missing = t('productSelection.cells.why.missing');
  const why = (
    key: 'sales30d' | 'boughtPastMonth' | 'bsrGrowth' | 'newRatings30d' | 'salesGrowthRate' | 'rankDrops',
  ) => t(`productSelection.cells.why.${key}`);
  /** the server sorts by the contract's field of the column's key (ServerTable marks the sorted one) */
  const sortable = (_field: ProductSortField): Partial<ProductColumn> => SORTABLE;
  const number = (key: 'ratingCount' | 'sellerCount' | 'variantCount', width = 100): ProductColumn => ({
    key,
    title: t(`productSelection.columns.${key}`),
    width,
    align: 'right',
    ...sortable(key),
    render: (_, p) => orMissing(p[key], (v) => format.number(v), missing),
  });

  const base = catalogColumns<SelectedProduct>(format, {
    title: (key: CatalogColumnKey) => t(`productSelection.columns.${key}`),
    missing,
    noEstimate: why('sales30d'),
    notShown: why('boughtPastMonth'),
  });
  // antd keeps fixed columns at the edge: the image stays with the title it belongs to
  const fixed = fixTitle ? ('left' as const) : undefined;

  return [
    { ...base.image, fixed },
    {
      ...base.product,
      width: 300,
      fixed,
      render: (_, p) => (
        <div>
          <ProductCell product={p} />
          <TableLink to={productDetailPath(p.marketplace, [p.asin])} className="ps-detail-link">
            {t('productSelection.compare.detail')}
          </TableLink>
        </div>
      ),
    },
    {
      key: 'category',
      title: t('productSelection.columns.category'),
      width: 240,
      render: (_, p) => orMissing(p.categoryPath, (v) => v, missing),
    },
    {
      key: 'seller',
      title: t('productSelection.columns.seller'),
      width: 160,
      render: (_, p) =>
        p.sellerName === null && p.sellerCountry === null ? (
          <MissingValue reason={missing} />
        ) : (
          [p.sellerName, p.sellerCountry].filter(Boolean).join(' · ')
        ),
    },
    {
      key: 'volumeCm3',
      title: t('productSelection.columns.volumeCm3'),
      width: 110,
      align: 'right',
      render: (_, p) =>
        orMissing(
          p.volumeCm3,
          (v) => t('productSelection.cells.volume', { value: format.number(v, 1) }),
          missing,
        ),
    },
    {
      key: 'sizeTier',
      title: t('productSelection.columns.sizeTier'),
      width: 130,
      render: (_, p) => orMissing(p.sizeTier, (v) => v, missing),
    },
    {
      key: 'badges',
      title: t('productSelection.columns.badges'),
      width: 150,
      render: (_, p) => {
        const flags = [
          ['aplus', p.hasAplus],
          ['video', p.hasVideo],
        ] as const;
        const known = flags.filter(([, value]) => value !== null);
        if (!known.length) return <MissingValue reason={missing} />;
        return known
          .map(([flag, value]) => `${t(`productSelection.flags.${flag}`)}: ${flagText(t, value)}`)
          .join(' · ');
      },
    },
    {
      key: 'updatedAt',
      title: t('productSelection.columns.updatedAt'),
      width: 120,
      render: (_, p) => formatDate(p.updatedAt) ?? '',
    },
    {
      key: 'brand',
      title: t('productSelection.columns.brand'),
      width: 130,
      render: (_, p) => orMissing(p.brand, (v) => v, missing),
    },
    { ...base.price, ...sortable('price') },
    { ...base.rating, ...sortable('rating') },
    number('ratingCount', 110),
    { ...base.bsr, ...sortable('bsr') },
    {
      key: 'subBsr',
      title: t('productSelection.columns.subBsr'),
      width: 190,
      ...sortable('subBsr'),
      render: (_, p) =>
        orMissing(p.subBsr, (v) => <Rank rank={v} category={p.subBsrCategory} format={format} />, missing),
    },
    number('sellerCount', 90),
    {
      key: 'fulfilment',
      title: t('productSelection.columns.fulfilment'),
      width: 110,
      render: (_, p) =>
        orMissing(
          p.fulfilment,
          (v) => (v === 'AMZ' ? t('productSelection.fulfilmentNames.AMZ') : v),
          missing,
        ),
    },
    {
      key: 'bsrGrowth',
      title: t('productSelection.columns.bsrGrowth'),
      width: 130,
      align: 'right',
      ...sortable('bsrGrowth'),
      render: (_, p) => orMissing(p.bsrGrowth, (v) => format.signed(v), why('bsrGrowth')),
    },
    {
      key: 'bsrGrowthRate',
      title: t('productSelection.columns.bsrGrowthRate'),
      width: 120,
      align: 'right',
      ...sortable('bsrGrowthRate'),
      render: (_, p) => orMissing(p.bsrGrowthRate, (v) => format.percent(v), why('bsrGrowth')),
    },
    {
      key: 'newRatings30d',
      title: t('productSelection.columns.newRatings30d'),
      width: 130,
      align: 'right',
      ...sortable('newRatings30d'),
      render: (_, p) => orMissing(p.newRatings30d, (v) => format.signed(v), why('newRatings30d')),
    },
    { ...base.sales30d, ...sortable('sales30d') },
    {
      key: 'salesGrowthRate',
      title: t('productSelection.columns.salesGrowthRate'),
      width: 130,
      align: 'right',
      ...sortable('salesGrowthRate'),
      render: (_, p) => orMissing(p.salesGrowthRate, (v) => format.percent(v), why('salesGrowthRate')),
    },
    { ...base.boughtPastMonth, ...sortable('boughtPastMonth') },
    {
      key: 'weightG',
      title: t('productSelection.columns.weightG'),
      width: 100,
      align: 'right',
      ...sortable('weightG'),
      render: (_, p) =>
        orMissing(
          p.weightG,
          (v) => t('productSelection.cells.weight', { value: format.number(v, 1) }),
          missing,
        ),
    },
    number('variantCount', 90),
    { ...base.dateFirstAvailable, ...sortable('dateFirstAvailable') },
    // Keepa's rank drops (docs/data/keepa.md): a dash with the reason where no Keepa history came
    ...(['rankDrops30', 'rankDrops90', 'rankDrops180'] as const).map((key): ProductColumn => ({
      key,
      title: t(`productSelection.columns.${key}`),
      width: 120,
      align: 'right',
      ...sortable(key),
      render: (_, p) => orMissing(p[key], (v) => format.number(v), why('rankDrops')),
    })),
  ];
}
