import { Button, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPopupForm, POPUP_READY } from '../../billing';
import { buildPaymentForm } from './payment-form';

/** The id of the element the payment flow fills with the provider's form and submits (SPEC §4). */
export const PAYMENT_CONTAINER_ID = 'payment-container';

type PageState = 'waiting' | 'submitting' | 'invalid' | 'orphan';

/**
 * The blank payment popup (SPEC §2 /alipay): tells its opener it is ready, receives the gateway's
 * form HTML (same origin only), and submits the form itself (no script from the HTML runs).
 * Opened without an opener (a bookmark, a reload after the opener closed) it says so.
 */
export function AlipayPage() {
  const { t } = useTranslation('alipay');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PageState>(() => (window.opener ? 'waiting' : 'orphan'));

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) return;
    const origin = window.location.origin;
    let isSubmitted = false;
    const onMessage = (event: MessageEvent) => {
      if (isSubmitted || event.source !== opener || event.origin !== origin || !isPopupForm(event.data))
        return;
      const form = buildPaymentForm(event.data.html);
      if (!form || !container.current) return setState('invalid');
      isSubmitted = true;
      setState('submitting');
      container.current.replaceChildren(form);
      form.submit();
    };
    window.addEventListener('message', onMessage);
    opener.postMessage({ type: POPUP_READY }, origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (state === 'orphan' || state === 'invalid') {
    return (
      <Result
        status="warning"
        title={t(state === 'orphan' ? 'alipay.orphan' : 'alipay.invalid')}
        subTitle={t('alipay.orphanHint')}
        extra={<Button onClick={() => window.close()}>{t('alipay.close')}</Button>}
      />
    );
  }
  return (
    <Flex vertical align="center" gap={12} style={{ padding: 48 }}>
      <Spin />
      <Typography.Text>{t('alipay.title')}</Typography.Text>
      <Typography.Text type="secondary">{t('alipay.hint')}</Typography.Text>
      <div id={PAYMENT_CONTAINER_ID} data-testid={PAYMENT_CONTAINER_ID} ref={container} />
    </Flex>
  );
}
