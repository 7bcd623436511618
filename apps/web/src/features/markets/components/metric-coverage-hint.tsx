import type { MarketMetric } from '@asinasin/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { coverageGap } from '../../../components/catalog-values';
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
  const percent = data ? coverageGap(data.values[metric] ?? 0, data.count) : null;
  if (percent === null) return null;
  return (
    <Typography.Text
      type="warning"
      className="markets-coverage-hint"
      data-testid={`metric-coverage-${metric}`}
      style={{ display: 'block', fontSize: 12, marginBottom: 8 }}
    >
      {percent === 0 ? t('marketTruths.none') : t('marketTruths.partial', { percent })}{' '}
      {t(`marketTruths.how.${metricSourceOf(metric)}`)}{' '}
      <Link to="/data#import">{t('marketTruths.link')}</Link>
    </Typography.Text>
  );
}
