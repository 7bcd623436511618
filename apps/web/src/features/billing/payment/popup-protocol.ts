/**
 * The payment popup (SPEC §2 /alipay) and its opener talk with postMessage, same origin only:
 * the popup says it is ready, the opener answers with the gateway's form HTML (SPEC §4 `info`),
 * which the popup submits itself (Alipay's inline script would be blocked by the page policy).
 */
export const PAYMENT_POPUP_PATH = '/alipay';
export const PAYMENT_POPUP_NAME = 'asinasin-payment';

export const POPUP_READY = 'asinasin:payment-popup-ready';
export const POPUP_FORM = 'asinasin:payment-form';

export interface PopupFormMessage {
  type: typeof POPUP_FORM;
  html: string;
}

function typeOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
}

export function isPopupReady(data: unknown): boolean {
  return typeOf(data) === POPUP_READY;
}

export function isPopupForm(data: unknown): data is PopupFormMessage {
  return typeOf(data) === POPUP_FORM && typeof (data as { html?: unknown }).html === 'string';
}
