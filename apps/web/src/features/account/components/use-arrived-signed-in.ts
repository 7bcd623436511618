import { useState } from 'react';
import { authToken } from '../../../lib/auth-token';

/**
 * Whether the seller was already signed in when this page opened. Captured once, so the login that
 * happens on the page itself (which navigates on its own) does not count.
 */
export function useArrivedSignedIn(): boolean {
  const [arrivedSignedIn] = useState(() => authToken.get() !== '');
  return arrivedSignedIn;
}
