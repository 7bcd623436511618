import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, toLanguage, type Language } from '@asinasin/contract';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { writeCookie } from '../lib/cookies';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { applyDayjsLocale } from './dayjs-locale';
import enUS from './en-US.json';
import { COMMON_NAMESPACE, loadUsedNamespaces, type FeatureNamespaces } from './namespaces';
import zhCN from './zh-CN.json';

/** Only the common namespace ships with the entry; features bring theirs with their routes. */
export const resources = {
  'zh-CN': { [COMMON_NAMESPACE]: zhCN },
  'en-US': { [COMMON_NAMESPACE]: enUS },
} as const;

/** The language chosen on this device, or the default when none (or an unknown one) is stored. */
export function getStoredLanguage(): Language {
  return toLanguage(storage.get(STORAGE_KEYS.language));
}

export function hasStoredLanguage(): boolean {
  return storage.get(STORAGE_KEYS.language) !== null;
}

export function getLanguage(): Language {
  return toLanguage(i18next.language);
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function applyDocumentLanguage(language: Language) {
  void applyDayjsLocale(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  // the server sends the prerendered home page in it (platform/http/web-assets.ts)
  writeCookie(LANGUAGE_COOKIE, language, YEAR_SECONDS);
}

/** Switches the UI language; anything unknown falls back to zh-CN (SPEC §4). */
export async function changeLanguage(value: unknown): Promise<Language> {
  const language = toLanguage(value);
  storage.set(STORAGE_KEYS.language, language);
  // The open page's messages arrive before the switch, so it never shows raw keys. If they cannot
  // be fetched (offline), i18next falls back to the Chinese ones already loaded.
  await loadUsedNamespaces(language).catch(() => undefined);
  applyDocumentLanguage(language);
  await i18next.changeLanguage(language);
  return language;
}

export function initI18n(language: Language = getStoredLanguage()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      fallbackNS: COMMON_NAMESPACE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  applyDocumentLanguage(language);
  return i18next;
}

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}

/** For code outside React (the API client's default messages). */
export function translate(key: TranslationKey, options?: Record<string, unknown>): string {
  return i18next.t(key, options);
}

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends Record<string, unknown>
    ? Leaves<T[K], `${Prefix}${K}.`>
    : `${Prefix}${K}`;
}[keyof T & string];

type Catalogues = { [COMMON_NAMESPACE]: typeof zhCN } & FeatureNamespaces;

/**
 * Every key of a namespace's Chinese catalogue (the common one by default) plus the common keys it
 * falls back to; the parity test keeps the English catalogues identical.
 */
export type TranslationKey<N extends keyof Catalogues = typeof COMMON_NAMESPACE> =
  Leaves<Catalogues[N]> | Leaves<typeof zhCN>;

/** A `t` of any namespace: each falls back to the common one, so all of them take its keys. */
export type CommonT = (key: TranslationKey) => string;
