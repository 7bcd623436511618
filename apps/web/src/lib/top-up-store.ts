import { useSyncExternalStore } from 'react';

type Listener = () => void;
let isOpen = false;
const listeners = new Set<Listener>();

function set(next: boolean) {
  if (isOpen === next) return;
  isOpen = next;
  for (const listener of listeners) listener();
}

/** The compute-power top-up dialog (SPEC §2): opened by code 996 from any call, or from a menu. */
export const topUpDialog = {
  open: () => set(true),
  close: () => set(false),
  isOpen: () => isOpen,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useTopUpDialogOpen(): boolean {
  return useSyncExternalStore(topUpDialog.subscribe, topUpDialog.isOpen, topUpDialog.isOpen);
}
