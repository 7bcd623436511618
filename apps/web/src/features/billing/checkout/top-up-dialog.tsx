import { lazy, Suspense } from 'react';
import { loadNamespace } from '../../../i18n/namespaces';
import { MESSAGES } from '../i18n';
import { usePaymentState } from '../payment/payment-store';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useTopUpDialogOpen } from '../../../lib/top-up-store';

/** A part of the payment UI, fetched with the payment messages it shows. */
const withPaymentMessages = <M,>(load: () => Promise<M>) =>
  Promise.all([load(), loadNamespace(MESSAGES)]).then(([module]) => module);
const TopUpModal = lazy(() => withPaymentMessages(() => import('./top-up-modal')));
const PaymentHost = lazy(() => withPaymentMessages(() => import('./payment-host')));

/**
 * The compute-power top-up dialog (SPEC §2), fetched the first time code 996 or a menu opens it.
 * The payment host rides along: the shell mounts this on every page, and a payment's ending
 * ('Payment successful', the popup-blocked help) must show wherever the seller is by then.
 */
export function TopUpDialog() {
  const shouldMount = useOpenedOnce(useTopUpDialogOpen());
  const payment = usePaymentState();
  const hasPayment = useOpenedOnce(
    payment.phase !== 'idle' || payment.outcome !== null || payment.isBlockedHelpOpen,
  );
  // Two boundaries: the host loading must not hide an open dialog.
  return (
    <>
      <Suspense fallback={null}>{shouldMount && <TopUpModal />}</Suspense>
      <Suspense fallback={null}>{hasPayment && <PaymentHost />}</Suspense>
    </>
  );
}
