import type { PlanKind } from '@asinasin/contract';
import { Button, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { usePaymentState } from '../payment/payment-store';
import { CheckoutForm } from './checkout-form';
import { usePayMethods, usePlans } from './use-checkout-data';
import './checkout.css';

export interface CheckoutProps {
  kind: PlanKind;
}

/**
 * Buying a plan (SPEC §2-§4): the plans of one kind (memberships, or power top-ups), coupon,
 * way to pay and Buy. Loading, error and empty states here; the form itself starts afresh after
 * every paid order (SPEC §4 "resets the order").
 */
export function Checkout({ kind }: CheckoutProps) {
  const { t } = useTranslation('billing');
  const plans = usePlans(kind);
  const methods = usePayMethods();
  const { paidCount } = usePaymentState();

  if (plans.isPending || methods.isPending) {
    return (
      <div aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (plans.isError || methods.isError) {
    const retry = () => {
      if (plans.isError) void plans.refetch();
      if (methods.isError) void methods.refetch();
    };
    return (
      <Result
        status="warning"
        title={t('payment.loadFailed')}
        subTitle={errorMessage(plans.error ?? methods.error)}
        extra={<Button onClick={retry}>{t('common.retry')}</Button>}
      />
    );
  }
  if (plans.data.length === 0) {
    return <Empty description={t(kind === 'power' ? 'payment.noPowerPlans' : 'payment.noPlans')} />;
  }
  return <CheckoutForm key={paidCount} plans={plans.data} methods={methods.data} />;
}
