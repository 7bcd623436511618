import type { Order } from '@asinasin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePayMethods } from '../checkout/use-checkout-data';
import { errorMessage } from '../../../lib/api-client';
import { BILLING_KEYS, cancelOrder } from '../payment/billing-calls';
import { startPayment } from '../payment/payment-flow';
import { usePaymentState } from '../payment/payment-store';

/** Whether a pending order can still be paid: the server gives the time until which it can. */
export function isPayable(order: Order, now = Date.now()): boolean {
  if (order.status !== 'pending' || !order.expires_time) return false;
  return Date.parse(order.expires_time) > now;
}

/**
 * What a seller can do with an order that waits for payment (a cancelled sandbox payment leaves
 * one): pay it again while it is valid, the way chosen before when still offered, or cancel it,
 * which frees the coupon it holds. Paid, cancelled and expired orders offer nothing.
 */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const payment = usePaymentState();
  const methods = usePayMethods();
  const cancel = useMutation({
    mutationFn: () => cancelOrder({ order_no: order.order_no }),
    onSuccess: () => {
      void message.success(t('orders.cancelled'));
      void queryClient.invalidateQueries({ queryKey: BILLING_KEYS.orders });
    },
    onError: (error) => void message.error(errorMessage(error)),
  });
  if (!isPayable(order)) return null;

  const method = methods.data?.find((m) => m.type === order.type) ?? methods.data?.[0];
  const isBusy = payment.phase !== 'idle' || cancel.isPending;
  const payAgain = () => {
    if (!method) return;
    void startPayment({
      form: { type: method.type, number: order.number, id: order.plan_id },
      orderNo: order.order_no,
      event: method.event,
      expectsBalance: false,
      queryClient,
    });
  };

  return (
    <Flex gap={8} wrap>
      <Button type="primary" size="small" onClick={payAgain} disabled={isBusy || !method}>
        {t('orders.payAgain')}
      </Button>
      <Popconfirm
        title={t('orders.cancelConfirm')}
        okText={t('orders.cancel')}
        cancelText={t('orders.keep')}
        onConfirm={() => cancel.mutate()}
      >
        <Button size="small" danger disabled={isBusy} loading={cancel.isPending}>
          {t('orders.cancel')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
