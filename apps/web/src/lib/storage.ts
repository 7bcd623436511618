/** localStorage that never throws (private mode, disabled storage, server-side tests). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled: the value lives for this page only.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  },
};

export const STORAGE_KEYS = {
  token: 'asinasin.token',
  language: 'asinasin.language',
  bannerDismissed: 'asinasin.banner.dismissed',
  deviceId: 'asinasin.device',
} as const;
