import { Alert, Button, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { formatPowerBalance } from '../../../lib/format';
import { topUpDialog } from '../../../lib/top-up-store';
import { useListingCost } from '../api/listing-calls';

/** The power a generation costs and the balance, before generating (DESIGN), and who writes. */
export function CostNotice() {
  const { t } = useTranslation('listing');
  const cost = useListingCost();
  if (cost.isPending) {
    return (
      <div aria-busy="true" aria-label={t('listing.cost.loading')} style={{ marginBottom: 12 }}>
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      </div>
    );
  }
  if (cost.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title={t('listing.cost.error')}
        description={errorMessage(cost.error)}
        action={
          <Button size="small" onClick={() => void cost.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const { cost: price, balance, generator } = cost.data;
  const isShort = price > 0 && balance < price;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 8 }} data-testid="cost-notice">
      <Tag
        color={generator.ruleBased ? 'default' : 'purple'}
        style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}
      >
        {generator.ruleBased
          ? t('listing.cost.ruleBased')
          : t('listing.cost.model', { model: generator.model })}
      </Tag>
      <Typography.Text>
        {price > 0
          ? t('listing.cost.line', { cost: formatPowerBalance(price), balance: formatPowerBalance(balance) })
          : t('listing.cost.free')}
      </Typography.Text>
      {isShort && (
        <Alert
          type="warning"
          showIcon
          title={t('listing.cost.short')}
          action={
            <Button size="small" type="primary" onClick={topUpDialog.open}>
              {t('userMenu.topUp')}
            </Button>
          }
        />
      )}
    </Flex>
  );
}
