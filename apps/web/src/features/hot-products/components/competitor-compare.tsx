import type { ProductHistory } from '@asinasin/contract';
import { Alert, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CatalogEmpty,
  EstimatedSales,
  MissingValue,
  ProductCell,
  useFormatters,
} from '../../../components/catalog-values';
import { productDetailPath as detailPath } from '../../../lib/research-links';
import { HistoryCharts } from './history-charts';

/** Several products of one marketplace: their current values, then one chart per measure. */
export function CompetitorCompare({ histories }: { histories: ProductHistory[] }) {
  const { t } = useTranslation('hot-products');
  const format = useFormatters();
  const anyTrend = histories.some((h) => h.series.length >= 2);
  const missing = t('hot.cells.missing');
  return (
    <Flex vertical gap={16} data-testid="competitor-compare">
      <Table<ProductHistory>
        rowKey={(h) => h.product.asin}
        dataSource={histories}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'product',
            title: t('hot.columns.product'),
            width: 260,
            render: (_, h) => <ProductCell product={h.product} />,
          },
          {
            key: 'price',
            title: t('detail.price'),
            align: 'right',
            render: (_, h) =>
              h.product.price === null ? (
                <MissingValue reason={missing} />
              ) : (
                format.price(h.product.price, h.product.currency)
              ),
          },
          {
            key: 'bsr',
            title: t('detail.bsr'),
            align: 'right',
            render: (_, h) =>
              h.product.bsr === null ? <MissingValue reason={missing} /> : `#${format.number(h.product.bsr)}`,
          },
          {
            key: 'sales',
            title: t('detail.estimatedSales'),
            render: (_, h) =>
              h.product.sales30d ? (
                <EstimatedSales estimate={h.product.sales30d} />
              ) : (
                <MissingValue reason={t('hot.cells.noRootRank')} />
              ),
          },
          {
            key: 'detail',
            title: t('hot.columns.actions'),
            render: (_, h) => (
              <Link to={detailPath(h.product.marketplace, [h.product.asin])}>{t('hot.cells.detail')}</Link>
            ),
          },
        ]}
      />
      {anyTrend ? (
        <HistoryCharts histories={histories} measures={['price', 'bsr', 'estimatedSales']} />
      ) : (
        <Flex vertical gap={8} data-testid="no-trend">
          <Alert type="info" showIcon message={t('detail.singleObservationShort')} />
          <CatalogEmpty need="snapshots" testId="need-snapshots" />
        </Flex>
      )}
    </Flex>
  );
}
