import { useEffect, useState } from 'react';

/**
 * Whether `isOpen` has ever been true: a dialog loaded on first use stays mounted afterwards, so
 * it can play its closing animation and open again without loading.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setHasOpened(true);
  }, [isOpen]);
  return isOpen || hasOpened;
}
