import type { MarketDetail } from '@asinasin/contract';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartOption } from '../../../components/chart';
import { useFormatters } from '../../../components/catalog-values';
import { useShare, useWhyMissing } from './figure-cells';

type Bar = { label: string; value: number; tip?: string };

/** A bar chart of labelled values; horizontal bars for names (they need the width). */
function barOption(bars: Bar[], series: string, horizontal = false, percent = false): ChartOption {
  // Long labels (price ranges) turn on the vertical axis so every one shows, at 390 px too.
  const rotate = !horizontal && bars.some((b) => b.label.length > 8) ? 30 : 0;
  const category = { type: 'category', data: bars.map((b) => b.label), axisLabel: { interval: 0, rotate } };
  const value = percent
    ? { type: 'value', axisLabel: { formatter: (v: number) => `${Math.round(v * 100)}%` } }
    : { type: 'value', minInterval: 1 };
  return {
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (items: { dataIndex: number }[]) => {
        const bar = bars[items[0]?.dataIndex ?? 0];
        return bar ? `${bar.label}<br/>${bar.tip ?? `${series}: ${bar.value}`}` : '';
      },
    },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? { ...category, inverse: true } : value,
    series: [{ type: 'bar', name: series, data: bars.map((b) => b.value), barMaxWidth: 36 }],
  };
}

function ChartCard({ title, basis, children }: { title: string; basis: string; children: React.ReactNode }) {
  return (
    <Card size="small" title={title}>
      {children}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {basis}
      </Typography.Text>
    </Card>
  );
}

/** The detail's charts: price bands, brand and seller concentration, ratings, listing age. */
export function MarketCharts({ detail }: { detail: MarketDetail }) {
  const { t } = useTranslation('markets');
  const format = useFormatters();
  const share = useShare();
  const sample = detail.metrics.sample.products;
  const currency = detail.metrics.average.currency;
  const products = t('markets.detail.productsSeries');
  const basis = (count: number) => t('markets.detail.chartBasis', { count, sample });
  const whyMissing = useWhyMissing();
  const noData = (reason?: string) => (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={reason ?? t('markets.detail.noData')} />
  );

  const bands = detail.metrics.priceBands.bands;
  const priceBars: Bar[] =
    bands.value?.map((b) => ({
      label: `${format.price(b.from, currency)}–${format.price(b.to, currency)}`,
      value: b.products,
      tip: `${products}: ${b.products}${b.unitsShare.value === null ? '' : ` · ${t('markets.detail.unitsShare')}: ${share(b.unitsShare.value)}`}`,
    })) ?? [];
  const shareChart = (rows: MarketDetail['brands'], aria: string, id: string) => {
    if (rows.rows.length === 0) return noData();
    const bars = rows.rows.map((r) => ({
      label: r.name,
      value: r.share,
      tip: `${share(r.share)} · ${products}: ${r.products}`,
    }));
    return (
      <EChart
        option={barOption(bars, t('markets.detail.shareSeries'), true, true)}
        ariaLabel={aria}
        height={Math.max(160, bars.length * 28 + 40)}
        data-testid={id}
      />
    );
  };
  const shareBasis = (rows: MarketDetail['brands']) =>
    rows.basis === null
      ? basis(0)
      : t(rows.basis === 'units' ? 'markets.detail.shareBasisUnits' : 'markets.detail.shareBasisRatings', {
          count: rows.known,
          sample,
        });
  const ageBars: Bar[] = detail.listingAge.bins.map((b) => ({
    label:
      detail.listingAge.unit === 'year'
        ? String(b.from)
        : b.to === null
          ? t('markets.detail.monthsOpen', { from: b.from })
          : t('markets.detail.months', { from: b.from, to: b.to }),
    value: b.products,
  }));
  const countLabel = (b: { from: number; to: number | null }) =>
    b.to === null ? `${format.number(b.from)}+` : `${format.number(b.from)}–${format.number(b.to - 1)}`;

  const cards = [
    <ChartCard
      key="price"
      title={t('markets.detail.priceBands')}
      basis={basis(bands.value?.reduce((s, b) => s + b.products, 0) ?? 0)}
    >
      {bands.value === null ? (
        noData(whyMissing(bands))
      ) : (
        <EChart
          option={barOption(priceBars, products)}
          ariaLabel={t('markets.detail.priceBandsAria')}
          height={240}
          data-testid="chart-price-bands"
        />
      )}
    </ChartCard>,
    <ChartCard key="brands" title={t('markets.detail.brands')} basis={shareBasis(detail.brands)}>
      {shareChart(detail.brands, t('markets.detail.brandsAria'), 'chart-brands')}
    </ChartCard>,
    <ChartCard key="sellers" title={t('markets.detail.sellers')} basis={shareBasis(detail.sellers)}>
      {shareChart(detail.sellers, t('markets.detail.sellersAria'), 'chart-sellers')}
    </ChartCard>,
    <ChartCard key="ratings" title={t('markets.detail.ratings')} basis={basis(detail.ratings.known)}>
      {detail.ratings.known === 0 ? (
        noData()
      ) : (
        <EChart
          option={barOption(
            detail.ratings.bins.map((b) => ({ label: format.decimal(b.from, 1), value: b.products })),
            products,
          )}
          ariaLabel={t('markets.detail.ratingsAria')}
          height={240}
          data-testid="chart-ratings"
        />
      )}
    </ChartCard>,
    <ChartCard key="counts" title={t('markets.detail.ratingCounts')} basis={basis(detail.ratingCounts.known)}>
      {detail.ratingCounts.known === 0 ? (
        noData()
      ) : (
        <EChart
          option={barOption(
            detail.ratingCounts.bins.map((b) => ({ label: countLabel(b), value: b.products })),
            products,
          )}
          ariaLabel={t('markets.detail.ratingCountsAria')}
          height={240}
          data-testid="chart-rating-counts"
        />
      )}
    </ChartCard>,
    <ChartCard
      key="age"
      title={
        detail.listingAge.unit === 'year'
          ? t('markets.detail.listingAgeYears')
          : t('markets.detail.listingAge')
      }
      basis={basis(detail.listingAge.known)}
    >
      {detail.listingAge.known === 0 ? (
        noData()
      ) : (
        <EChart
          option={barOption(ageBars, products)}
          ariaLabel={t('markets.detail.listingAgeAria')}
          height={240}
          data-testid="chart-listing-age"
        />
      )}
    </ChartCard>,
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col xs={24} lg={12} key={card.key}>
          {card}
        </Col>
      ))}
    </Row>
  );
}
