/**
 * Keepa counts time in whole minutes since 2011-01-01 00:00 UTC ("Keepa minutes", Keepa API
 * documentation: "keepaTime"); 2011-01-01 is Unix minute 21,564,000.
 */
export const KEEPA_EPOCH_UNIX_MINUTE = 21_564_000;
const MINUTE_MS = 60_000;

export function keepaMinuteToDate(keepaMinute: number): Date {
  return new Date((keepaMinute + KEEPA_EPOCH_UNIX_MINUTE) * MINUTE_MS);
}

/** The Keepa minute a date falls in (rounded down). */
export function dateToKeepaMinute(date: Date): number {
  return Math.floor(date.getTime() / MINUTE_MS) - KEEPA_EPOCH_UNIX_MINUTE;
}
