import dayjs from 'dayjs';

/** Power is a balance with two decimals (SPEC §3, §9). */
export function formatPowerBalance(power: number | null | undefined): string {
  const value = typeof power === 'number' && Number.isFinite(power) ? power : 0;
  return value.toFixed(2);
}

/** A date of the session (ISO string) as YYYY-MM-DD, or undefined when missing or invalid. */
export function formatDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : undefined;
}
