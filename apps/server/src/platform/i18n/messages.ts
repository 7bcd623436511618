import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@asinasin/contract';
import { enUS } from './en-US.js';
import { zhCN } from './zh-CN.js';

export type MessageKey = keyof typeof zhCN;
export const messages: Record<Language, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(zhCN, value);
}

export function translate(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = messages[language][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/** The caller's language: explicit header, then Accept-Language, then the default (SPEC §4 fallback). */
export function languageFromHeaders(headers: Record<string, string | string[] | undefined>): Language {
  const explicit = headers['x-lang'];
  if (typeof explicit === 'string' && (LANGUAGES as readonly string[]).includes(explicit)) {
    return explicit as Language;
  }
  const accept = headers['accept-language'];
  if (typeof accept === 'string' && /^en\b/i.test(accept.trim())) return 'en-US';
  return DEFAULT_LANGUAGE;
}
