import type { Language } from '@asinasin/contract';

const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };
let latest: Language | undefined;

/**
 * antd's date pickers read dayjs's global locale, which follows the UI language. dayjs and its
 * Chinese locale load on demand: nothing on the first screen shows a date picker.
 */
export async function applyDayjsLocale(language: Language): Promise<void> {
  latest = language;
  const [{ default: dayjs }] = await Promise.all([
    import('dayjs'),
    language === 'zh-CN' ? import('dayjs/locale/zh-cn') : undefined, // English is built into dayjs
  ]);
  // A quicker later switch may have finished first; the newest language wins.
  if (latest === language) dayjs.locale(DAYJS_LOCALES[language]);
}
