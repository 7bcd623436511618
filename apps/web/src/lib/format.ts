/** Power is a balance with two decimals (SPEC §3, §9). */
export function formatPowerBalance(power: number | null | undefined): string {
  const value = typeof power === 'number' && Number.isFinite(power) ? power : 0;
  return value.toFixed(2);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date of the session (ISO string) as YYYY-MM-DD in local time, or undefined when missing or
 * invalid. Plain Date, not dayjs: the top bar shows it, and dayjs is not part of the first load.
 */
export function formatDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  // A bare date is a calendar day already (Date would read it as UTC midnight and may shift it).
  if (DATE_ONLY.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the language writes it (grouping, decimal mark): `1,234.5`. Formatters are kept per
 * language and options, since tables format hundreds of cells per render.
 */
export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}
