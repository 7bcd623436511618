import type { AmazonConnection } from '@asinasin/contract';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * How far a connection's daily Sales and Traffic goes in each marketplace: the newest day pulled
 * and the days of the window still missing (the next sync asks for them).
 */
export function SalesSeries({ series }: { series: NonNullable<AmazonConnection['salesSeries']> }) {
  const { t } = useTranslation('catalog-import');
  return (
    <Flex vertical data-testid="amazon-sales-series">
      {series.map((state) => (
        <Typography.Text key={state.marketplace}>
          {state.lastDay === null
            ? t('amazon.salesSeries.none', { marketplace: state.marketplace, window: state.windowDays })
            : t('amazon.salesSeries.state', {
                marketplace: state.marketplace,
                lastDay: state.lastDay,
                missing: state.missingDays,
                window: state.windowDays,
              })}
        </Typography.Text>
      ))}
    </Flex>
  );
}
