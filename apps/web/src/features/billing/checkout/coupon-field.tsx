import { Button, Flex, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { formatPrice } from '../payment/plan-display';

export interface CouponFieldProps {
  /** the coupon applied to the order ('' for none) */
  applied: string;
  onApply: (code: string) => void;
  /** the check of the applied coupon */
  quote: {
    isFetching: boolean;
    error: unknown;
    data?: { discount: number; currency: string };
  };
  disabled?: boolean;
}

/** A coupon code, checked against the order (POST /api/coupon/check) before it is used. */
export function CouponField({ applied, onApply, quote, disabled }: CouponFieldProps) {
  const { t } = useTranslation('billing');
  const [draft, setDraft] = useState(applied);
  const apply = () => onApply(draft.trim());
  const remove = () => {
    setDraft('');
    onApply('');
  };
  return (
    <Flex vertical gap={4}>
      <Space.Compact style={{ maxWidth: 360, width: '100%' }}>
        <Input
          aria-label={t('payment.coupon')}
          placeholder={t('payment.couponPlaceholder')}
          value={draft}
          maxLength={32}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={(event) => {
            event.preventDefault(); // applies the coupon, never submits the order form
            apply();
          }}
          allowClear
          onClear={remove}
        />
        <Button onClick={apply} disabled={disabled || draft.trim() === ''} loading={quote.isFetching}>
          {t('payment.applyCoupon')}
        </Button>
      </Space.Compact>
      {applied !== '' && quote.error !== null && (
        <Typography.Text type="danger" role="alert">
          {errorMessage(quote.error)}
        </Typography.Text>
      )}
      {applied !== '' && quote.data && !quote.isFetching && (
        <Typography.Text type="success" role="status">
          {t('payment.couponApplied', {
            code: applied,
            discount: formatPrice(quote.data.currency, quote.data.discount),
          })}
        </Typography.Text>
      )}
    </Flex>
  );
}
