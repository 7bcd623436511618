import type { ProductHistory } from '@asinasin/contract';
import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AmazonReported,
  CatalogEmpty,
  MissingValue,
  ProductCell,
  Rank,
  Thumbnail,
  useFormatters,
} from '../../../components/catalog-values';
import { BrandFlagTag, useBrandFlags } from '../../../components/brand-flags';
import { WatchToggle } from '../../../components/watch-toggle/watch-toggle';
import { formatDate } from '../../../lib/format';
import { HistoryCharts } from './history-charts';
import { PriceSeriesChart } from './price-series-chart';
import { RankDrops } from './rank-drops';
import { FieldSource, ProvenanceList } from './provenance';
import { OwnDailySalesCard } from './own-daily-sales';
import { SalesEstimateCard } from './sales-estimate';

/** A value with the import it came from under it, or a dash with the reason. */
function Sourced({ history, column, value }: { history: ProductHistory; column: string; value: ReactNode }) {
  const { t } = useTranslation('hot-products');
  if (value === null) return <MissingValue reason={t('hot.cells.missing')} />;
  return (
    <Flex vertical>
      <span>{value}</span>
      <FieldSource history={history} column={column} />
    </Flex>
  );
}

/** One product: current values with their sources, the estimate, its history charts, its imports. */
export function ProductDetail({ history }: { history: ProductHistory }) {
  const { t } = useTranslation('hot-products');
  const format = useFormatters();
  const p = history.product;
  const flags = useBrandFlags(p.marketplace, [p.asin]);
  const series = history.series;
  const first = series[0];
  const last = series[series.length - 1];
  const v = <T,>(value: T | null, show: (value: T) => ReactNode) => (value === null ? null : show(value));

  return (
    <Flex vertical gap={16} data-testid="product-detail">
      <Card size="small">
        <Flex gap={16} align="flex-start" wrap>
          <Thumbnail src={p.imageUrl} />
          <div style={{ flex: '1 1 240px', minWidth: 0 }}>
            <ProductCell product={p} />
            <BrandFlagTag flag={flags.get(p.asin)} />
            {p.categoryPath && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {p.categoryPath}
              </Typography.Text>
            )}
          </div>
          <WatchToggle item={{ kind: 'product', marketplace: p.marketplace, target: p.asin }} />
        </Flex>
      </Card>
      <Descriptions
        size="small"
        bordered
        title={t('detail.current')}
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: 'price',
            label: t('detail.price'),
            children: (
              <Sourced
                history={history}
                column="price"
                value={v(p.price, (x) => format.price(x, p.currency))}
              />
            ),
          },
          {
            key: 'bsr',
            label: t('detail.bsr'),
            children: (
              <Sourced
                history={history}
                column="bsr"
                value={v(p.bsr, (x) => (
                  <Rank rank={x} category={p.bsrCategory} format={format} />
                ))}
              />
            ),
          },
          {
            key: 'rating',
            label: t('detail.rating'),
            children: (
              <Sourced history={history} column="rating" value={v(p.rating, (x) => format.decimal(x, 1))} />
            ),
          },
          {
            key: 'ratingCount',
            label: t('detail.ratingCount'),
            children: (
              <Sourced
                history={history}
                column="rating_count"
                value={v(p.ratingCount, (x) => format.number(x))}
              />
            ),
          },
          {
            key: 'bought',
            label: t('detail.boughtPastMonth'),
            children: (
              <Sourced
                history={history}
                column="bought_past_month"
                value={v(p.boughtPastMonth, (x) => (
                  <AmazonReported value={x} />
                ))}
              />
            ),
          },
          {
            key: 'bsrGrowth',
            label: t('detail.bsrGrowth'),
            children:
              p.bsrGrowth === null ? (
                <MissingValue reason={t('hot.cells.noHistory')} />
              ) : (
                `${format.signed(p.bsrGrowth)} (${format.percent(p.bsrGrowthRate ?? 0)})`
              ),
          },
          {
            key: 'rankDrops',
            label: t('detail.rankDrops.label'),
            children: <RankDrops history={history} />,
          },
          {
            key: 'dfa',
            label: t('detail.dateFirstAvailable'),
            children: (
              <Sourced
                history={history}
                column="date_first_available"
                value={formatDate(p.dateFirstAvailable) ?? null}
              />
            ),
          },
        ]}
      />
      <SalesEstimateCard history={history} />
      <OwnDailySalesCard marketplace={p.marketplace} asin={p.asin} />
      <Typography.Text type="secondary" data-testid="observations">
        {series.length >= 2 && first && last
          ? t('detail.observations', {
              count: series.length,
              first: formatDate(first.observedAt),
              last: formatDate(last.observedAt),
            })
          : null}
      </Typography.Text>
      {series.length >= 2 ? (
        <HistoryCharts
          histories={[history]}
          lead={<PriceSeriesChart history={history} />}
          measures={['bsr', 'subBsr', 'rating', 'ratingCount', 'estimatedSales']}
        />
      ) : (
        <Flex vertical gap={8} data-testid="no-trend">
          <Alert
            type="info"
            showIcon
            message={
              first
                ? t('detail.singleObservation', { date: formatDate(first.observedAt) })
                : t('detail.noObservation')
            }
          />
          <CatalogEmpty need="snapshots" testId="need-snapshots" />
        </Flex>
      )}
      <ProvenanceList sources={history.sources} />
    </Flex>
  );
}
