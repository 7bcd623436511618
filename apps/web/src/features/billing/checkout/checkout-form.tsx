import { MAX_ORDER_NUMBER, type Plan } from '@asinasin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, InputNumber, Radio, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { payMethodKey, type PayMethod } from '../payment/pay-methods';
import { focusPaymentWindow, startPayment } from '../payment/payment-flow';
import { usePaymentState } from '../payment/payment-store';
import { formatPrice, pickPlan, timesNumber } from '../payment/plan-display';
import { formatPowerBalance } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { LinkButton } from '../../../components/link-button';
import { CouponField } from './coupon-field';
import { PlanOptions } from './plan-options';
import { useCouponQuote } from './use-checkout-data';

export interface CheckoutFormProps {
  plans: readonly Plan[];
  methods: readonly PayMethod[];
}

/** The order form of SPEC §3 (type, number, plan id, coupon) and Buy (SPEC §4). */
export function CheckoutForm({ plans, methods }: CheckoutFormProps) {
  const { t } = useTranslation('billing');
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const session = useSession();
  const payment = usePaymentState();
  // SPEC §3: chosen id 0 = the first plan; the first way to pay offered (type 0 when offered).
  const [chosenId, setChosenId] = useState(0);
  const [number, setNumber] = useState(1);
  const [type, setType] = useState(methods[0]?.type);
  const [coupon, setCoupon] = useState('');
  const plan = pickPlan(plans, chosenId)!;
  const method = methods.find((m) => m.type === type) ?? methods[0];
  const quote = useCouponQuote({ id: plan.id, number, type: method?.type ?? 0, coupon });

  const original = timesNumber(plan.price, number);
  const couponPrice = quote.data && !quote.isFetching ? quote.data.price : undefined;
  const total = couponPrice ?? timesNumber(plan.discount, number);
  const money = session.user.money;
  const expectsBalance = total === 0 || money >= total;
  const isBusy = payment.phase !== 'idle';

  const buy = () => {
    if (!method && !expectsBalance) return;
    void startPayment({
      form: {
        form_type: true,
        type: method?.type ?? 0,
        number,
        id: plan.id,
        ...(couponPrice !== undefined ? { coupon } : {}),
      },
      event: method?.event ?? 'alipay',
      expectsBalance,
      queryClient,
    });
  };

  // Buy is a click, not a submit: the popup must open in the click's own task (a submit goes
  // through validation first), and Enter in a field must never start a payment.
  return (
    <Form layout="vertical" className="checkout" requiredMark={false}>
      <PlanOptions plans={plans} value={plan.id} onChange={setChosenId} disabled={isBusy} />
      <div className="checkout-fields">
        <Form.Item label={t('payment.quantity')} style={{ marginBottom: 12 }}>
          <InputNumber
            aria-label={t('payment.quantity')}
            min={1}
            max={MAX_ORDER_NUMBER}
            precision={0}
            value={number}
            disabled={isBusy}
            onChange={(value) => setNumber(typeof value === 'number' && value >= 1 ? value : 1)}
          />
        </Form.Item>
        <Form.Item label={t('payment.coupon')} style={{ marginBottom: 12 }}>
          <CouponField
            applied={coupon}
            onApply={setCoupon}
            quote={{ isFetching: quote.isFetching, error: quote.error, data: quote.data }}
            disabled={isBusy}
          />
        </Form.Item>
        <Form.Item label={t('payment.method')} style={{ marginBottom: 12 }}>
          {methods.length === 0 ? (
            <Typography.Text type="secondary">{t('payment.noMethods')}</Typography.Text>
          ) : (
            <Radio.Group
              value={method?.type}
              onChange={(event) => setType(Number(event.target.value))}
              disabled={isBusy}
              aria-label={t('payment.method')}
            >
              {methods.map((m) => (
                <Radio key={m.type} value={m.type}>
                  {t(payMethodKey(m.gateway, m.type))}
                </Radio>
              ))}
            </Radio.Group>
          )}
          {method?.gateway === 'sandbox' && (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {t('payment.sandboxNote')}
            </Typography.Paragraph>
          )}
        </Form.Item>
      </div>

      <div
        className="checkout-summary"
        role="group"
        aria-label={t('payment.summary')}
        style={{ borderTopColor: token.colorBorderSecondary }}
      >
        <Flex vertical gap={2}>
          <span>
            {t('payment.total')}
            <strong
              className="checkout-total"
              data-testid="checkout-total"
              style={{ color: token.colorError }}
            >
              {formatPrice(plan.currency, total)}
            </strong>
            {original > total && (
              <Typography.Text delete type="secondary" style={{ marginInlineStart: 8 }}>
                {formatPrice(plan.currency, original)}
              </Typography.Text>
            )}
          </span>
          {session.isLogin && (
            <Typography.Text type="secondary">
              {t('payment.balance', { money: formatPowerBalance(money) })}
              {expectsBalance ? ` · ${t('payment.balanceCovers')}` : ''}
            </Typography.Text>
          )}
        </Flex>
        {session.isLogin ? (
          <Button
            type="primary"
            htmlType="button"
            onClick={buy}
            size="large"
            loading={payment.phase === 'ordering'}
            disabled={payment.phase === 'paying' || (!method && !expectsBalance)}
          >
            {expectsBalance ? t('payment.payFromBalance') : t('payment.buy')}
          </Button>
        ) : (
          <LinkButton
            variant="primary"
            size="large"
            to={`/user/login?redirect=${encodeURIComponent(pathname + search)}`}
          >
            {t('payment.loginToBuy')}
          </LinkButton>
        )}
      </div>

      {payment.phase === 'paying' && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          message={t('payment.paying')}
          action={
            <Button size="small" onClick={focusPaymentWindow}>
              {t('payment.backToWindow')}
            </Button>
          }
        />
      )}
    </Form>
  );
}
