import { useCallback, useEffect, useRef, useState } from 'react';

/** A seconds countdown (the resend timer of the send-code button). 0 means idle. */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  const endsAt = useRef(0);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => {
      // Wall-clock based so a throttled background tab catches up, but always at least one step.
      const left = Math.ceil((endsAt.current - Date.now()) / 1000);
      setRemaining((current) => Math.max(0, Math.min(current - 1, left)));
    }, 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const start = useCallback((seconds: number) => {
    const value = Math.max(0, Math.floor(seconds));
    endsAt.current = Date.now() + value * 1000;
    setRemaining(value);
  }, []);

  const reset = useCallback(() => {
    endsAt.current = 0;
    setRemaining(0);
  }, []);

  return { remaining, isRunning: remaining > 0, start, reset };
}
