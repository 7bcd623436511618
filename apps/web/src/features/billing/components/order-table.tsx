import type { Order } from '@asinasin/contract';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderActions } from './order-actions';
import { OrderStatus, useOrderText } from './order-cells';

export interface OrderViewProps {
  orders: readonly Order[];
  isLoading: boolean;
  pagination: TableProps<Order>['pagination'];
}

/** The orders on a wide screen: one row each. */
export function OrderTable({ orders, isLoading, pagination }: OrderViewProps) {
  const { t } = useTranslation('billing');
  const text = useOrderText();
  const columns: TableProps<Order>['columns'] = [
    { key: 'plan', title: t('orders.plan'), render: (_, order) => text.plan(order) },
    { key: 'amount', title: t('orders.amount'), render: (_, order) => text.amount(order), align: 'right' },
    { key: 'coupon', title: t('orders.coupon'), render: (_, order) => text.coupon(order) },
    { key: 'status', title: t('orders.status'), render: (_, order) => <OrderStatus order={order} /> },
    { key: 'method', title: t('orders.method'), render: (_, order) => text.method(order) },
    { key: 'paid', title: t('orders.paidTime'), render: (_, order) => text.paidTime(order) },
    { key: 'created', title: t('orders.createdTime'), render: (_, order) => text.createdTime(order) },
    { key: 'no', title: t('orders.orderNo'), dataIndex: 'order_no' },
    { key: 'actions', title: t('orders.actions'), render: (_, order) => <OrderActions order={order} /> },
  ];
  return (
    <Table<Order>
      rowKey="order_no"
      columns={columns}
      dataSource={orders as Order[]}
      loading={isLoading}
      pagination={pagination}
      scroll={{ x: 1120 }}
      size="middle"
    />
  );
}
