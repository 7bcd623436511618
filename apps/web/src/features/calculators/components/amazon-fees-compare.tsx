import { amazonAccountEndpoints, type MarketplaceCode, type ProfitData } from '@asinasin/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { defineCall } from '../../../lib/define-call';
import { useAuthToken } from '../../../lib/session/session';

const feesEstimate = defineCall(amazonAccountEndpoints.amazonFeesEstimate);
const FEE_NAMES = {
  ReferralFee: 'amazonFees.types.ReferralFee',
  VariableClosingFee: 'amazonFees.types.VariableClosingFee',
  PerItemFee: 'amazonFees.types.PerItemFee',
  FBAFees: 'amazonFees.types.FBAFees',
} as const;
const feeName = (type: string) =>
  FEE_NAMES[type as keyof typeof FEE_NAMES] as (typeof FEE_NAMES)[keyof typeof FEE_NAMES] | undefined;

/**
 * The fees Amazon itself would charge (Product Fees v0, through the seller's or the operator's
 * connection, docs/data/amazon-account.md) beside ours, with the difference. Storage is left out of
 * ours: Amazon's per-sale estimate does not hold it.
 */
export function AmazonFeesCompare({
  marketplace,
  asin,
  result,
  price,
}: {
  marketplace: MarketplaceCode;
  asin: string | undefined;
  result: ProfitData;
  price: number;
}) {
  const { t } = useTranslation('calculators');
  const token = useAuthToken();
  const asked = Boolean(token && asin);
  const query = useQuery({
    queryKey: ['calc', 'amazon-fees', marketplace, asin, price] as const,
    queryFn: ({ signal }) => feesEstimate({ marketplace, asin: asin!, price, fulfilment: 'FBA' }, { signal }),
    enabled: asked,
    staleTime: 5 * 60_000,
  });
  const title = <Typography.Title level={5}>{t('amazonFees.title')}</Typography.Title>;
  if (!token) return <Alert type="info" showIcon title={title} description={t('amazonFees.signIn')} />;
  if (!asin) return <Alert type="info" showIcon title={title} description={t('amazonFees.needAsin')} />;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (query.isError)
    return <Alert type="error" showIcon title={title} description={errorMessage(query.error)} />;
  const { estimate, unavailable, connection } = query.data;
  if (!estimate) return <Alert type="warning" showIcon title={title} description={unavailable} />;
  const f = result.fees;
  const ours = [f.referral, f.closing, f.fulfilment, f.surcharge].reduce(
    (sum, l) => sum + (l.amount ?? 0),
    0,
  );
  const difference = estimate.total - ours;
  const money = (value: number) => `${value.toFixed(2)} ${estimate.currency}`;
  return (
    <div data-testid="amazon-fees">
      {title}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('amazonFees.amazon')}>{money(estimate.total)}</Descriptions.Item>
        {estimate.lines.map((line) => (
          <Descriptions.Item key={line.type} label={feeName(line.type) ? t(feeName(line.type)!) : line.type}>
            {money(line.amount)}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('amazonFees.ours')}>{money(ours)}</Descriptions.Item>
        <Descriptions.Item label={t('amazonFees.difference')}>
          {`${difference >= 0 ? '+' : '−'}${money(Math.abs(difference))}`}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Text type="secondary">
        {t(connection?.own ? 'amazonFees.viaOwn' : 'amazonFees.viaOperator', {
          name: connection?.name ?? '',
        })}
      </Typography.Text>
    </div>
  );
}
