import type { MarketFigures, MarketMetric, MissingReason } from '@asinasin/contract';
import { Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmazonReported, MissingValue, type Formatters } from '../../../components/catalog-values';
import { useLanguage } from '../../../i18n';
import { formatNumber } from '../../../lib/format';

/** A share as per cent without a sign: 0.253 → 25.3% */
export function useShare() {
  const language = useLanguage();
  // one function per language, so memoised columns keep it
  return useMemo(
    () => (value: number) => formatNumber(value, language, { style: 'percent', maximumFractionDigits: 1 }),
    [language],
  );
}

/** Why the data cannot give a figure, in the page's language (the server sends a reason key). */
export function useWhyMissing() {
  const { t } = useTranslation('markets');
  return (figure: { reason?: MissingReason; reasonParams?: Record<string, string | number> }) =>
    figure.reason ? t(`markets.why.${figure.reason}`, figure.reasonParams ?? {}) : t('markets.why.missing');
}

/** Summed estimated units of a market, tagged as estimated, with the band's sums on hover. */
export function EstimatedUnits({
  units,
  low,
  high,
}: {
  units: number;
  low: number | null;
  high: number | null;
}) {
  const { t } = useTranslation('catalog-values');
  const { language } = { language: useLanguage() };
  const n = (v: number) => formatNumber(v, language, { maximumFractionDigits: 0 });
  return (
    <Tooltip
      title={t('catalogValues.estimatedBand', { low: n(low ?? units), high: n(high ?? units) })}
      trigger={['hover', 'focus']}
    >
      <span className="cv-hint" tabIndex={0} data-testid="estimated-sales">
        {n(units)}
        <Tag color="orange" variant="outlined">
          {t('catalogValues.estimated')}
        </Tag>
      </span>
    </Tooltip>
  );
}

type T = TFunction<'markets'>;

/** One ranking figure as a table cell: the value, or a dash with the reason the data cannot give it. */
export function figureCell(
  metric: MarketMetric,
  row: MarketFigures,
  t: T,
  format: Formatters,
  share: (value: number) => string,
): ReactNode {
  const missing = (key: keyof typeof REASON) => <MissingValue reason={t(`markets.why.${REASON[key]}`)} />;
  switch (metric) {
    case 'products':
      return format.number(row.products);
    case 'units':
      return row.units === null ? (
        missing('units')
      ) : (
        <EstimatedUnits units={row.units} low={row.unitsLow} high={row.unitsHigh} />
      );
    case 'boughtPastMonth':
      return row.boughtPastMonth === null ? (
        missing('boughtPastMonth')
      ) : (
        <AmazonReported value={row.boughtPastMonth} />
      );
    case 'price':
      return row.price === null ? missing('price') : format.price(row.price, row.currency);
    case 'rating':
      return row.rating === null ? missing('rating') : format.decimal(row.rating, 1);
    case 'ratingCount':
      return row.ratingCount === null ? missing('ratingCount') : format.number(row.ratingCount);
    case 'brandTop3':
    case 'brandTop10': {
      const value = row[metric];
      if (value === null) return missing('brandTop3');
      const basis = row.concentrationBasis === 'units' ? 'basisUnits' : 'basisRatings';
      return (
        <Tooltip
          title={t('markets.basisTip', {
            basis: t(
              row.concentrationBasis === 'units' ? 'markets.basisUnitsLong' : 'markets.basisRatingsLong',
            ),
            sample: row.sample,
          })}
        >
          <span className="cv-hint">
            {share(value)}{' '}
            <Tag variant="outlined" style={{ marginInlineEnd: 0 }}>
              {t(`markets.${basis}`)}
            </Tag>
          </span>
        </Tooltip>
      );
    }
    default: {
      const value = row[metric];
      return value === null ? missing(metric) : share(value);
    }
  }
}

const REASON = {
  units: 'units',
  boughtPastMonth: 'bought',
  price: 'price',
  rating: 'missing',
  ratingCount: 'missing',
  brandTop3: 'brands',
  newShare: 'newShare',
  fbaShare: 'fbaShare',
  aplusShare: 'aplusShare',
} as const;
