import { useSyncExternalStore } from 'react';

/** How a payment ended, for the payment host to show once (SPEC §4). */
export type PaymentOutcome =
  { kind: 'paid'; viaBalance: boolean } | { kind: 'failed'; message: string } | { kind: 'closed' };

export interface PaymentState {
  /** ordering: the order is being created; paying: the popup is open, the page listens */
  phase: 'idle' | 'ordering' | 'paying';
  orderNo: string | null;
  /** the last outcome, until the host has shown it */
  outcome: PaymentOutcome | null;
  /** SPEC §2: the popup could not be opened, the three-step help is on screen */
  isBlockedHelpOpen: boolean;
  /** counts finished payments, so a checkout can reset its form after each */
  paidCount: number;
}

export const IDLE_PAYMENT: PaymentState = {
  phase: 'idle',
  orderNo: null,
  outcome: null,
  isBlockedHelpOpen: false,
  paidCount: 0,
};

let state: PaymentState = IDLE_PAYMENT;
const listeners = new Set<() => void>();

/**
 * The state of the one payment in progress. Small and free of dependencies: the shell subscribes
 * to it (to mount the payment host) while the flow itself (payment-flow.ts) loads on first use.
 */
export const paymentStore = {
  get: () => state,
  set(patch: Partial<PaymentState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  closeBlockedHelp: () => paymentStore.set({ isBlockedHelpOpen: false }),
  takeOutcome(): PaymentOutcome | null {
    const { outcome } = state;
    if (outcome) paymentStore.set({ outcome: null });
    return outcome;
  },
};

export function usePaymentState(): PaymentState {
  return useSyncExternalStore(paymentStore.subscribe, paymentStore.get, paymentStore.get);
}
