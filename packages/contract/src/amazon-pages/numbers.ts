/**
 * Locale-aware numbers as Amazon prints them: "1.139,00" (DE, ES, IT, TR), "1,139.00" (US, UK, JP,
 * IN), "1 139,00" (FR, with a no-break or narrow no-break space), "23.496" (a count in TR or DE).
 */

/** Which character separates decimals in a page's language; used only when a number is ambiguous. */
export type DecimalMark = '.' | ',';

/** Languages (html lang prefix) that write decimals with a comma. */
const COMMA_LANGUAGES = new Set([
  'de',
  'fr',
  'es',
  'it',
  'tr',
  'nl',
  'pt',
  'pl',
  'sv',
  'da',
  'nb',
  'fi',
  'cs',
  'ru',
]);

/** The decimal mark of a language tag such as "de-de" or "en-gb"; null when there is no tag. */
export function decimalMarkOfLanguage(languageTag: string | null | undefined): DecimalMark | null {
  if (!languageTag) return null;
  const language = languageTag.toLowerCase().split(/[-_]/)[0] ?? '';
  if (!/^[a-z]{2,3}$/.test(language)) return null;
  return COMMA_LANGUAGES.has(language) ? ',' : '.';
}

/** A run of digits with optional grouping and one decimal part: "1.643.215", "1 139,00", "4,5". */
const NUMBER = /\d(?:[\d.,'\u00a0\u202f ]*\d)?/;
const GROUP_SPACE = /['\u00a0\u202f ]/g;

function firstNumberText(text: string): string | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  // A space only groups thousands when three digits follow it ("1 139"), never between two numbers ("4 5").
  const parts = match[0].split(/(?=[\u00a0\u202f ' ])/);
  let result = parts[0] ?? '';
  for (const part of parts.slice(1)) {
    if (/^['\u00a0\u202f ]\d{3}(?:\D|$)/.test(part)) result += part;
    else break;
  }
  return result.trim();
}

/**
 * The first whole number in the text, all grouping marks dropped: "5.182 valoraciones" → 5182,
 * "nº1,643,215" → 1643215, "23.496" → 23496. A count never has decimals, so no mark is ambiguous.
 * "1.2K" / "3M" (rounded counts on newer layouts) are expanded.
 */
export function parseInteger(text: string | null | undefined): number | null {
  if (!text) return null;
  const raw = firstNumberText(text);
  if (raw === null) return null;
  const suffix = new RegExp(`${escapeRegExp(raw)}\\s*([KkMm])(?![a-zA-Z])`).exec(text)?.[1];
  if (suffix) {
    const scaled = parseDecimal(raw, '.');
    if (scaled === null) return null;
    return Math.round(scaled * (suffix.toLowerCase() === 'k' ? 1_000 : 1_000_000));
  }
  const digits = raw.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

/**
 * The first decimal number in the text. With both marks present the last one is the decimal mark
 * ("1.139,00", "1,139.00"); a mark used twice groups thousands ("1.234.567"); a single mark followed
 * by one or two digits is decimal ("4,5", "2.95"). A single mark followed by exactly three digits
 * ("1.139") is ambiguous: the page's decimal mark decides, and without one it groups thousands.
 */
export function parseDecimal(
  text: string | null | undefined,
  decimalMark: DecimalMark | null = null,
): number | null {
  if (!text) return null;
  const raw = firstNumberText(text);
  if (raw === null) return null;
  const compact = raw.replace(GROUP_SPACE, '');
  const dots = count(compact, '.');
  const commas = count(compact, ',');
  let decimal: DecimalMark | null = null;
  if (dots > 0 && commas > 0) decimal = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ',';
  else if (dots + commas === 1) {
    const mark: DecimalMark = dots === 1 ? '.' : ',';
    const after = compact.slice(compact.indexOf(mark) + 1);
    const before = compact.slice(0, compact.indexOf(mark));
    if (after.length !== 3 || before === '0') decimal = mark;
    else decimal = decimalMark === mark ? mark : null;
  }
  const grouping = decimal === null ? /[.,]/g : decimal === '.' ? /,/g : /\./g;
  const normal = compact.replace(grouping, '').replace(',', '.');
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
