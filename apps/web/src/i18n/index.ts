import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from '@asinasin/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { STORAGE_KEYS, storage } from '../lib/storage';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

export const resources = {
  'zh-CN': { translation: zhCN },
  'en-US': { translation: enUS },
} as const;

const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

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

function applyDocumentLanguage(language: Language) {
  dayjs.locale(DAYJS_LOCALES[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Switches the UI language; anything unknown falls back to zh-CN (SPEC §4). */
export async function changeLanguage(value: unknown): Promise<Language> {
  const language = toLanguage(value);
  storage.set(STORAGE_KEYS.language, language);
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

/** Every key of the Chinese catalogue; the parity test keeps the English one identical. */
export type TranslationKey = Leaves<typeof zhCN>;
