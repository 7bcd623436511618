import { Card, Descriptions, Flex, Pagination, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderActions } from './order-actions';
import { OrderStatus, useOrderText } from './order-cells';
import type { OrderViewProps } from './order-table';

/** The orders on a narrow screen (390 px): one card each, then the pager. */
export function OrderCards({ orders, isLoading, pagination }: OrderViewProps) {
  const { t } = useTranslation('billing');
  const text = useOrderText();
  return (
    <Spin spinning={isLoading}>
      <Flex vertical gap={12}>
        {orders.map((order) => (
          <Card
            key={order.order_no}
            size="small"
            title={text.plan(order)}
            extra={<OrderStatus order={order} />}
          >
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('orders.amount')}>{text.amount(order)}</Descriptions.Item>
              <Descriptions.Item label={t('orders.coupon')}>{text.coupon(order)}</Descriptions.Item>
              <Descriptions.Item label={t('orders.method')}>{text.method(order)}</Descriptions.Item>
              <Descriptions.Item label={t('orders.paidTime')}>{text.paidTime(order)}</Descriptions.Item>
              <Descriptions.Item label={t('orders.createdTime')}>{text.createdTime(order)}</Descriptions.Item>
              <Descriptions.Item label={t('orders.orderNo')}>
                <span style={{ wordBreak: 'break-all' }}>{order.order_no}</span>
              </Descriptions.Item>
            </Descriptions>
            <OrderActions order={order} />
          </Card>
        ))}
        {pagination && <Pagination {...pagination} simple align="center" />}
      </Flex>
    </Spin>
  );
}
