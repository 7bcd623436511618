import type { ProductHistory } from '@asinasin/contract';
import { Alert, Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/chart';
import { useFormatters } from '../../../components/catalog-values';
import { formatDate } from '../../../lib/format';
import { priceKindsOf, priceSeriesOption, type PriceKind, type PriceText } from '../model/price-series';

/**
 * One product's prices over time: the one price and Keepa's Amazon, new and FBA series, each a
 * line the legend toggles. A kind without two observations draws no line; a note says why.
 */
export function PriceSeriesChart({ history }: { history: ProductHistory }) {
  const { t } = useTranslation('hot-products');
  const format = useFormatters();
  const currency = history.product.currency;
  const { drawn, empty } = priceKindsOf(history);
  const option = useMemo(() => {
    const text: PriceText = {
      label: (kind) => t(`detail.prices.${kind}`),
      format: (v) => format.price(v, currency),
      date: (iso) => `${formatDate(iso) ?? iso} ${new Date(iso).toTimeString().slice(0, 5)}`,
    };
    return priceSeriesOption(history, drawn, text);
  }, [history, drawn, t, format, currency]);
  const title = t('detail.charts.price');
  return (
    <Card size="small" title={title} data-testid="chart-prices">
      {drawn.length > 0 ? (
        <EChart
          option={option}
          height={240}
          ariaLabel={t('detail.charts.ariaOne', { asin: history.product.asin, measure: title })}
        />
      ) : (
        <Alert type="info" showIcon message={t('detail.singleObservationShort')} />
      )}
      {empty.length > 0 && (
        <Flex vertical style={{ marginTop: 8 }}>
          {empty.map((kind: PriceKind) => (
            <Typography.Text key={kind} type="secondary" style={{ fontSize: 12 }} data-testid={`no-${kind}`}>
              {t('detail.prices.empty', {
                kind: t(`detail.prices.${kind}`),
                why: t(`detail.prices.why.${kind}`),
              })}
            </Typography.Text>
          ))}
        </Flex>
      )}
    </Card>
  );
}
