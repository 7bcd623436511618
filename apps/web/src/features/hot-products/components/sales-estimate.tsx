import type { ProductHistory } from '@asinasin/contract';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EstimatedSales, useCurveLabel, useFormatters } from '../../../components/catalog-values';
import { formatDate } from '../../../lib/format';

/** The product's monthly estimate: units, band, curve, calibration and how it was made. */
export function SalesEstimateCard({ history }: { history: ProductHistory }) {
  const { t } = useTranslation('hot-products');
  const { t: tValues } = useTranslation('catalog-values');
  const format = useFormatters();
  const curveLabel = useCurveLabel();
  const estimate = history.product.sales30d;
  const method = history.salesMethod;
  return (
    <Card size="small" title={t('detail.estimate.title')} data-testid="sales-estimate">
      {estimate ? (
        <Flex vertical gap={4}>
          <span style={{ fontSize: 20 }}>
            <EstimatedSales estimate={estimate} />
          </span>
          <Typography.Text>
            {t('detail.estimate.band', {
              low: format.number(estimate.low),
              high: format.number(estimate.high),
            })}
            {' · '}
            {t('detail.estimate.curve', { curve: curveLabel(estimate.curve) })}
            {' · '}
            {estimate.calibrated ? t('detail.estimate.calibrated') : t('detail.estimate.uncalibrated')}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {method.basis === 'snapshots'
              ? t('detail.estimate.basisSnapshots', { count: method.observations })
              : t('detail.estimate.basisStoredRank')}
            {method.computedAt && (
              <> · {t('detail.estimate.computedAt', { date: formatDate(method.computedAt) })}</>
            )}
          </Typography.Text>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('detail.estimate.none')}</Typography.Text>
      )}
      <Link to="/data#sales-model" style={{ fontSize: 12 }}>
        {tValues('catalogValues.methodLink')}
      </Link>
    </Card>
  );
}
