import { useCallback, useRef, useState } from 'react';

export interface Submission {
  /** true from the click until the work settles, however it ends */
  isSubmitting: boolean;
  /** Runs the work unless a submission is already under way (a second click or Enter is ignored). */
  submit: (work: () => Promise<void>) => Promise<void>;
}

/**
 * A form submission that may do more than its request: auth forms solve a fresh robot-check
 * challenge first, which takes a random while. The loading state covers all of it, so a seller
 * sees the click was taken and cannot start a second solve and a second login meanwhile.
 */
export function useSubmission(): Submission {
  const isRunning = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const submit = useCallback(async (work: () => Promise<void>) => {
    if (isRunning.current) return;
    isRunning.current = true;
    setSubmitting(true);
    try {
      await work();
    } finally {
      isRunning.current = false;
      setSubmitting(false);
    }
  }, []);
  return { isSubmitting, submit };
}
