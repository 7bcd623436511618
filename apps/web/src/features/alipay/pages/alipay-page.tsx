import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The id of the element the payment flow fills with the provider's form and submits (SPEC §4). */
export const PAYMENT_CONTAINER_ID = 'payment-container';

/** A blank popup page: the opener injects the returned payment form here and submits it. */
export function AlipayPage() {
  const { t } = useTranslation('alipay');
  return (
    <Flex vertical align="center" gap={12} style={{ padding: 48 }}>
      <Spin />
      <Typography.Text>{t('alipay.title')}</Typography.Text>
      <Typography.Text type="secondary">{t('alipay.hint')}</Typography.Text>
      <div id={PAYMENT_CONTAINER_ID} data-testid={PAYMENT_CONTAINER_ID} />
    </Flex>
  );
}
