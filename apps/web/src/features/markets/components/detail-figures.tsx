import type { MarketDetail, MissingReason } from '@asinasin/contract';
import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmazonReported, MissingValue, useFormatters } from '../../../components/catalog-values';
import { EstimatedUnits, useShare, useWhyMissing } from './figure-cells';

type Figure = {
  value: number | null;
  reason?: MissingReason;
  reasonParams?: Record<string, string | number>;
};

/** The market's figures, each with what it rests on; a dash with the reason when the data cannot give it. */
export function DetailFigures({ detail }: { detail: MarketDetail }) {
  const { t } = useTranslation('markets');
  const format = useFormatters();
  const share = useShare();
  const whyMissing = useWhyMissing();
  const m = detail.metrics;
  const show = (figure: Figure, render: (value: number) => ReactNode, note?: string): ReactNode =>
    figure.value === null ? (
      <MissingValue reason={whyMissing(figure)} />
    ) : (
      <span>
        {render(figure.value)}
        {note && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {' '}
            ({note})
          </Typography.Text>
        )}
      </span>
    );
  const unitsTotal = detail.products.reduce((sum, p) => sum + (p.sales30d?.units ?? 0), 0);
  const low = detail.products.reduce((sum, p) => sum + (p.sales30d?.low ?? 0), 0);
  const high = detail.products.reduce((sum, p) => sum + (p.sales30d?.high ?? 0), 0);

  const items: { key: string; label: string; children: ReactNode }[] = [
    {
      key: 'products',
      label: t('markets.detail.products'),
      children: format.number(m.sample.marketProducts),
    },
    {
      key: 'sample',
      label: t('markets.detail.sample'),
      children: t('markets.detail.sampleValue', { sample: m.sample.products, ranked: m.sample.ranked }),
    },
    {
      key: 'asOf',
      label: t('markets.detail.asOf'),
      children: m.asOf.value ?? t('markets.detail.asOfUnknown'),
    },
    {
      key: 'units',
      label: t('markets.detail.units'),
      children:
        m.units.withEstimate === 0 ? (
          <MissingValue reason={t('markets.why.units')} />
        ) : (
          <span>
            <EstimatedUnits units={unitsTotal} low={low} high={high} />{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('markets.detail.unitsBand', {
                low: format.number(low),
                high: format.number(high),
                with: m.units.withEstimate,
                sample: m.sample.products,
              })}
            </Typography.Text>
          </span>
        ),
    },
    {
      key: 'bought',
      label: t('markets.detail.bought'),
      children: show(
        m.amazonReported.boughtPastMonthSum,
        (v) => <AmazonReported value={v} />,
        t('markets.detail.boughtCount', { count: m.amazonReported.products }),
      ),
    },
    {
      key: 'price',
      label: t('markets.detail.price'),
      children: show(m.average.price, (v) => format.price(v, m.average.currency)),
    },
    {
      key: 'rating',
      label: t('markets.detail.rating'),
      children: show(m.average.rating, (v) => format.decimal(v, 1)),
    },
    {
      key: 'ratingCount',
      label: t('markets.detail.ratingCount'),
      children: show(m.average.ratingCount, (v) => format.number(v)),
    },
    {
      key: 'brandTop3',
      label: t('markets.detail.brandTop3'),
      children: show(m.concentration.brand.top3, share, t('markets.detail.brandBasisUnits')),
    },
    {
      key: 'newShare',
      label: t('markets.detail.newShare'),
      children: show(
        m.newProducts.months12.productShare,
        share,
        t('markets.detail.newKnown', { known: m.newProducts.known }),
      ),
    },
    {
      key: 'fba',
      label: t('markets.detail.fba'),
      // marketMetrics counts unknown fulfilment apart: when it is all unknown, FBA is not 0 %
      children:
        m.fulfilment.unknown.value === 1 ? (
          <MissingValue reason={t('markets.why.fbaShare')} />
        ) : (
          show(m.fulfilment.FBA, share)
        ),
    },
    {
      key: 'aplus',
      label: t('markets.detail.aplus'),
      children: show(m.aplus.share, share, t('markets.detail.aplusKnown', { known: m.aplus.known })),
    },
    {
      key: 'files',
      label: t('markets.detail.files'),
      children: detail.runs.length
        ? detail.runs
            .map(
              (run) =>
                `${run.fileName} (#${run.id}${run.finishedAt ? `, ${run.finishedAt.slice(0, 10)}` : ''})`,
            )
            .join('; ')
        : t('markets.detail.noFiles'),
    },
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={items}
      data-testid="market-figures"
    />
  );
}
