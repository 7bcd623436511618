import { lazy } from 'react';

/**
 * Billing's one published face: the shell, the account feature and the payment popup import
 * this file, never one behind it (eslint.config.js). It stays light, since the shell is part of
 * the first load (bench:web): the checkout and the payment flow arrive on first use.
 */
export { TopUpDialog } from './checkout/top-up-dialog';
export { MESSAGES as BILLING_MESSAGES } from './i18n';
export { isPopupForm, POPUP_FORM, POPUP_READY } from './payment/popup-protocol';
export type { CheckoutProps } from './checkout/checkout';

/** Buying a plan of one kind (SPEC §2-§4), fetched when first shown. */
export const Checkout = lazy(() => import('./checkout/checkout').then((m) => ({ default: m.Checkout })));

/** Forgets a payment in progress without a word (tests: the next one starts afresh). */
export async function abandonPayment(): Promise<void> {
  (await import('./payment/payment-flow')).abandonPayment();
}
