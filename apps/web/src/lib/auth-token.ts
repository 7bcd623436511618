import { TOKEN_COOKIE } from '@asinasin/contract';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { STORAGE_KEYS, storage } from './storage';

/** The cookie lives as long as the longest server session (SESSION_DAYS may be up to 365). */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type Listener = () => void;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * The session token: kept in localStorage and mirrored in the `asinasin` cookie, which the route
 * guard compares against (SPEC §3, §5). A subscribable store so React re-renders on change.
 */
export const authToken = {
  get(): string {
    return storage.get(STORAGE_KEYS.token) ?? '';
  },
  getCookie(): string {
    return readCookie(TOKEN_COOKIE) ?? '';
  },
  set(token: string): void {
    storage.set(STORAGE_KEYS.token, token);
    writeCookie(TOKEN_COOKIE, token, COOKIE_MAX_AGE_SECONDS);
    emit();
  },
  clear(): void {
    storage.remove(STORAGE_KEYS.token);
    deleteCookie(TOKEN_COOKIE);
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      // Another tab logged in or out.
      if (event.key === STORAGE_KEYS.token || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
