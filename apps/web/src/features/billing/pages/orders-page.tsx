import { Button, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { QueryResult } from '../../../components/query-result';
import { errorMessage } from '../../../lib/api-client';
import { topUpDialog } from '../../../lib/top-up-store';
import { useIsNarrow } from '../../../lib/use-media-query';
import { ORDER_PAGE_SIZE, useOrders } from '../api/use-orders';
import { OrderCards } from '../components/order-cards';
import { OrderTable } from '../components/order-table';

/** Where the user center lists the membership plans. */
const MEMBERSHIP_PLANS_PATH = '/user-center#membership-plans';

/** /order (SPEC §2, §7): the seller's orders with plan, amount, coupon, status, paid time, way to pay. */
export function OrdersPage() {
  const { t } = useTranslation('billing');
  const isNarrow = useIsNarrow();
  const [page, setPage] = useState(1);
  const orders = useOrders(page);

  const actions = (
    <Flex gap={8} wrap>
      <LinkButton to={MEMBERSHIP_PLANS_PATH} variant="primary">
        {t('orders.buyMembership')}
      </LinkButton>
      <Button onClick={topUpDialog.open}>{t('orders.topUp')}</Button>
    </Flex>
  );

  const View = isNarrow ? OrderCards : OrderTable;
  const body = (
    <QueryResult
      result={orders}
      loading={
        <div aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      }
      renderError={(error, retry) => (
        <Result
          status="warning"
          title={t('orders.loadError')}
          subTitle={errorMessage(error)}
          extra={<Button onClick={retry}>{t('common.retry')}</Button>}
        />
      )}
      isEmpty={(data) => data.total === 0}
      empty={<Empty description={t('orders.empty')}>{actions}</Empty>}
    >
      {(data) => (
        <View
          orders={data.row}
          isLoading={orders.isFetching}
          pagination={{
            current: page,
            pageSize: ORDER_PAGE_SIZE,
            total: data.total,
            showSizeChanger: false,
            showTotal: (total) => t('orders.total', { total }),
            onChange: setPage,
          }}
        />
      )}
    </QueryResult>
  );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('orders.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('orders.intro')}</Typography.Text>
        </div>
        {orders.data && orders.data.total > 0 && actions}
      </Flex>
      {body}
    </>
  );
}
