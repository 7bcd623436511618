import type { MarketMetric } from '@asinasin/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarketCoverage } from '../api/markets-api';

/**
 * Where each ranking metric's values come from (docs/data/markets.md), so a hint can say how to
 * fill it: units are estimated from root-category ranks, "bought in past month" and A+ content come
 * from saved Amazon pages, the rest from columns of a products file (or saved product pages).
 */
type Source = 'estimate' | 'bought' | 'brand' | 'firstAvailable' | 'fulfilment' | 'aplus' | 'product';
const SOURCE: Partial<Record<MarketMetric, Source>> = {
  units: 'estimate',
  boughtPastMonth: 'bought',
  brandTop3: 'brand',
  brandTop10: 'brand',
  newShare: 'firstAvailable',
  fbaShare: 'fulfilment',
  aplusShare: 'aplus',
};
export const metricSourceOf = (metric: MarketMetric): Source => SOURCE[metric] ?? 'product';

/** Below this share of markets with a value, the hint says the filter leaves the rest out. */
const THIN = 0.9;

/**
 * Under a ranking metric's range: nothing when the marketplace's markets have it, a warning with
 * the way to fill it when none has, the share when few have (decisions/0038).
 */
export function MetricCoverageHint({
  marketplace,
  metric,
}: {
  marketplace: string | null;
  metric: MarketMetric;
}) {
  const { t } = useTranslation('markets');
  const { data } = useMarketCoverage(marketplace);
  if (!data || data.count === 0) return null;
  const known = data.values[metric] ?? 0;
  if (known / data.count >= THIN) return null;
  const percent = Math.max(1, Math.floor((known / data.count) * 100));
  return (
    <Typography.Text
      type="warning"
      className="markets-coverage-hint"
      data-testid={`metric-coverage-${metric}`}
      style={{ display: 'block', fontSize: 12, marginBottom: 8 }}
    >
      {known === 0 ? t('marketTruths.none') : t('marketTruths.partial', { percent })}{' '}
      {t(`marketTruths.how.${metricSourceOf(metric)}`)}{' '}
      <Link to="/data#import">{t('marketTruths.link')}</Link>
    </Typography.Text>
  );
}
