/**
 * Money is kept in integer minor units (fen, cents) and shown in major units with two decimals
 * (DESIGN.md). Gateways speak decimal strings; these convert without floating-point drift.
 */
export function toMajor(minor: number): number {
  return minor / 100;
}

/** 8800 → "88.00", as Alipay's total_amount and the sandbox page write it. */
export function formatMajor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "88.00" / "88.5" / "88" → 8800 / 8850 / 8800; anything else (signs, exponents, 3 decimals) → undefined. */
export function parseMajor(text: string): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A number written in major units in a data file or on the command line (99.9) → minor units. */
export function majorNumberToMinor(value: number): number | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  const minor = Math.round(value * 100);
  return Math.abs(minor - value * 100) < 1e-6 && Number.isSafeInteger(minor) ? minor : undefined;
}
