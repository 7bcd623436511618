import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EChart } from '../../../components/chart';
import { useSession } from '../../../lib/session';
import { useOwnDailySales } from '../api/own-daily-sales-api';
import { dailySalesOption } from '../model/own-daily-sales-chart';

/**
 * The seller's own daily units ordered and sessions of this product, from the Sales and Traffic
 * their Amazon connection pulls day by day (docs/data/amazon-account.md). With no day to show it
 * says why and how to fill it (connect, sync, or the product did not sell in the window).
 */
export function OwnDailySalesCard({ marketplace, asin }: { marketplace: string; asin: string }) {
  const { t } = useTranslation('hot-products');
  const { isLogin } = useSession();
  const result = useOwnDailySales(marketplace, asin, isLogin);
  const data = result.data;
  const option = useMemo(
    () =>
      data &&
      dailySalesOption(data, {
        units: t('detail.ownSales.units'),
        sessions: t('detail.ownSales.sessions'),
        day: (iso) => iso.slice(5),
      }),
    [data, t],
  );
  const title = t('detail.ownSales.title');
  const connect = <Link to="/data#amazon-account">{t('detail.ownSales.connectLink')}</Link>;
  let body;
  if (!isLogin) body = <Alert type="info" showIcon title={t('detail.ownSales.signIn')} />;
  else if (result.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (result.isError) body = <Alert type="error" showIcon title={(result.error as Error).message} />;
  else if (data && data.empty !== null)
    body = (
      <Alert
        type="info"
        showIcon
        data-testid="own-sales-empty"
        title={t(`detail.ownSales.empty.${data.empty}`, { marketplace, from: data.from, to: data.to })}
        description={data.empty === 'no-connection' || data.empty === 'not-synced' ? connect : undefined}
      />
    );
  else if (data && option) {
    const units = data.days.reduce((sum, row) => sum + (row.units ?? 0), 0);
    const sessions = data.days.reduce((sum, row) => sum + (row.sessions ?? 0), 0);
    body = (
      <Flex vertical gap={4}>
        <Typography.Text data-testid="own-sales-total">
          {t('detail.ownSales.total', { units, sessions, from: data.from, to: data.to })}
        </Typography.Text>
        <EChart option={option} height={200} ariaLabel={t('detail.ownSales.aria', { asin })} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('detail.ownSales.gaps', { synced: data.daysSynced })}
        </Typography.Text>
      </Flex>
    );
  }
  return (
    <Card size="small" title={title} data-testid="own-daily-sales">
      {body}
    </Card>
  );
}
