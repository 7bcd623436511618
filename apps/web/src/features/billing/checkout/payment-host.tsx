import { NOTIFY_MS } from '@asinasin/contract';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paymentStore, usePaymentState } from '../payment/payment-store';
import { PopupBlockedDialog } from './popup-blocked-dialog';

/** Where a seller goes after paying from the balance (SPEC §4). */
export const AFTER_BALANCE_PAYMENT_PATH = '/products';

/**
 * Shows how a payment ended, wherever the seller is by then (the dialog that started it may be
 * closed): 'Payment successful' for 2 s (then /products when paid from the balance), the failure's
 * message, or the popup-blocked help (SPEC §2, §4). Mounted by the shell on first use.
 */
export default function PaymentHost() {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { outcome, isBlockedHelpOpen } = usePaymentState();

  useEffect(() => {
    if (!outcome) return;
    const shown = paymentStore.takeOutcome();
    if (shown?.kind === 'failed') void message.error(shown.message);
    if (shown?.kind !== 'paid') return;
    void message.success(t('payment.success'), NOTIFY_MS / 1000);
    if (!shown.viaBalance) return;
    // Not cancelled on unmount: the seller paid, the move to /products is part of that.
    setTimeout(() => void navigate(AFTER_BALANCE_PAYMENT_PATH), NOTIFY_MS);
  }, [outcome, message, navigate, t]);

  return <PopupBlockedDialog open={isBlockedHelpOpen} onClose={paymentStore.closeBlockedHelp} />;
}
