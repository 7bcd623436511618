import {
  isPopupReady,
  PAYMENT_POPUP_NAME,
  PAYMENT_POPUP_PATH,
  POPUP_FORM,
  type PopupFormMessage,
} from './popup-protocol';

/** How often the opener looks whether the seller closed the popup (SPEC §4). */
export const POPUP_CLOSED_POLL_MS = 500;
const POPUP_FEATURES = 'popup=yes,width=1024,height=768';

/** The payment popup as the flow uses it (SPEC §4). */
export interface PaymentWindow {
  /** type 0: hands the form HTML to the /alipay page, which submits it (once it says it is ready) */
  submitForm(html: string): void;
  /** any other type: the gateway's page */
  goTo(url: string): void;
  focus(): void;
  /** closes the popup; the closed callback does not run for a close the flow asked for */
  close(): void;
  /** runs once when the seller closes the popup */
  onClosed(callback: () => void): void;
}

/**
 * Opens the payment popup at `url` (the /alipay page by default), or answers null when the browser
 * blocked it. Must run in the click's own task: browsers let a click open one popup.
 */
export function openPaymentWindow(url: string = PAYMENT_POPUP_PATH): PaymentWindow | null {
  let popup: Window | null;
  try {
    popup = window.open(url, PAYMENT_POPUP_NAME, POPUP_FEATURES);
  } catch {
    popup = null;
  }
  if (!popup || popup.closed) return null;
  const target = popup;
  const origin = window.location.origin;
  let isReady = false;
  let form: string | null = null;
  let onClosed: (() => void) | undefined;

  const sendForm = () => {
    if (!isReady || form === null) return;
    const message: PopupFormMessage = { type: POPUP_FORM, html: form };
    target.postMessage(message, origin);
  };
  // The popup page may say it is ready before the order exists: remember it from the start.
  const onMessage = (event: MessageEvent) => {
    if (event.source !== target || event.origin !== origin || !isPopupReady(event.data)) return;
    isReady = true;
    sendForm();
  };
  window.addEventListener('message', onMessage);
  const timer = setInterval(() => {
    if (!target.closed) return;
    dispose();
    onClosed?.();
  }, POPUP_CLOSED_POLL_MS);
  const dispose = () => {
    clearInterval(timer);
    window.removeEventListener('message', onMessage);
  };

  return {
    submitForm(html) {
      form = html;
      sendForm();
    },
    goTo(next) {
      target.location.replace(next);
    },
    focus: () => target.focus(),
    close() {
      dispose();
      target.close();
    },
    onClosed(callback) {
      onClosed = callback;
    },
  };
}
