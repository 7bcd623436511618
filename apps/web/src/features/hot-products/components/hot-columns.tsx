import type { HotProduct, HotProductKind, HotProductSort } from '@asinasin/contract';
import { TableLink, type ServerColumn } from '../../../components/server-table';
import type { TFunction } from 'i18next';
import {
  catalogColumns,
  orMissing,
  type CatalogColumnKey,
  type Formatters,
} from '../../../components/catalog-values';
import { WatchToggle } from '../../../components/watch-toggle/watch-toggle';
import { formatDate } from '../../../lib/format';
import { productDetailPath as detailPath } from '../../../lib/research-links';

type T = TFunction<'hot-products'>;
export type HotColumn = ServerColumn<HotProduct>;

/** The hot products' columns; the kind's own measure comes first after the product. */
export function hotColumns(t: T, format: Formatters, kind: HotProductKind, fixTitle: boolean): HotColumn[] {
  /** the server sorts by the contract's field of the column's key (ServerTable marks the sorted one) */
  const sortable = (_field: HotProductSort): Partial<HotColumn> => ({
    sorter: true,
    sortDirections: ['descend', 'ascend', 'descend'],
  });
  const missing = t('hot.cells.missing');
  const base = catalogColumns<HotProduct>(format, {
    title: (key: CatalogColumnKey) => t(`hot.columns.${key}`),
    missing,
    noEstimate: t('hot.cells.noRootRank'),
    notShown: t('hot.cells.notShown'),
  });
  const fixed = fixTitle ? ('left' as const) : undefined;
  const columns: HotColumn[] = [
    { ...base.image, fixed },
    { ...base.product, fixed },
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
          {/* the node's list refreshes on the watch list's schedule once watched */}
          <WatchToggle
            iconOnly
            item={{ kind: 'category', marketplace: p.marketplace, target: p.entry.node }}
          />
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
  const bought: HotColumn = { ...base.boughtPastMonth, ...sortable('boughtPastMonth') };
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
  const dfa: HotColumn = { ...base.dateFirstAvailable, ...sortable('dateFirstAvailable') };
  const lead: Record<HotProductKind, HotColumn[]> = {
    boughtLeaders: [bought],
    bsrRising: growth,
    salesRising: [salesGrowth],
    newEntrants: [entry],
    newlyAvailable: [dfa],
  };
  columns.push(...lead[kind]);
  columns.push(
    { ...base.price, ...sortable('price') },
    { ...base.rating, ...sortable('rating') },
    { ...base.ratingCount, ...sortable('ratingCount') },
    { ...base.bsr, ...sortable('bsr') },
    { ...base.sales30d, ...sortable('sales30d') },
  );
  if (kind !== 'boughtLeaders') columns.push(bought);
  if (kind !== 'newlyAvailable') columns.push(dfa);
  columns.push({
    key: 'actions',
    title: t('hot.columns.actions'),
    width: 80,
    render: (_, p) => <TableLink to={detailPath(p.marketplace, [p.asin])}>{t('hot.cells.detail')}</TableLink>,
  });
  return columns;
}
