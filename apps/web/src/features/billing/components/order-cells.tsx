import type { Order } from '@asinasin/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { payMethodKey } from '../payment/pay-methods';
import { formatPrice } from '../payment/plan-display';

const pad = (n: number) => String(n).padStart(2, '0');

/** An order time (ISO) as YYYY-MM-DD HH:mm in local time; undefined when missing or invalid. */
export function formatDateTime(value: string | null): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const STATUS_COLORS = { pending: 'gold', paid: 'green', closed: 'default', expired: 'default' } as const;

/** The status a seller reads: a pending order past its time is expired (it can no longer be paid). */
export function shownStatus(order: Order, now = Date.now()): keyof typeof STATUS_COLORS {
  if (order.status !== 'pending' || !order.expires_time) return order.status;
  return Date.parse(order.expires_time) > now ? 'pending' : 'expired';
}

export function OrderStatus({ order }: { order: Order }) {
  const { t } = useTranslation('billing');
  const status = shownStatus(order);
  const until = status === 'pending' ? formatDateTime(order.expires_time) : undefined;
  return (
    <Tag color={STATUS_COLORS[status]} title={until ? t('orders.expiresAt', { time: until }) : undefined}>
      {t(`orders.statuses.${status}`)}
    </Tag>
  );
}

/** The plan with the number bought when more than one. */
export function orderPlan(order: Order, t: (key: 'orders.quantity', o: { count: number }) => string): string {
  return order.number > 1 ? `${order.plan} ${t('orders.quantity', { count: order.number })}` : order.plan;
}

export function useOrderText() {
  const { t } = useTranslation('billing');
  const { t: paymentT } = useTranslation('billing');
  const none = t('orders.none');
  return {
    plan: (order: Order) => orderPlan(order, t),
    amount: (order: Order) => formatPrice(order.currency, order.amount),
    coupon: (order: Order) =>
      order.coupon
        ? t('orders.couponSaved', {
            code: order.coupon,
            discount: formatPrice(order.currency, order.coupon_discount),
          })
        : none,
    paidTime: (order: Order) => formatDateTime(order.paid_time) ?? none,
    createdTime: (order: Order) => formatDateTime(order.created_time) ?? none,
    // A pending or closed order has not been paid by any way yet: its chosen way is shown.
    method: (order: Order) => paymentT(payMethodKey(order.gateway, order.type)),
  };
}
