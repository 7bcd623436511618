import type { ExchangeRateCard, ExchangeRateRow } from './rate-card-schema.js';
import type { RateCards } from './rate-card-store.js';

export interface CnyRate {
  cnyPerUnit: number;
  /** the row's own day: the answer shows it beside every CNY amount */
  asOf: string;
  row: ExchangeRateRow;
  card: ExchangeRateCard;
}

/**
 * The CNY rate of a currency for a calculation day (docs/calculators.md): the latest row of the
 * dated table on or before that day. The operator keeps the table (npm run rate-cards -- fx); there
 * is no network fetch (decisions/0033). Null when the currency has no row up to that day.
 */
export function cnyRate(cards: RateCards, currency: string, date: string): CnyRate | null {
  const card = cards.pick('exchange-rates', date);
  if (!card) return null;
  const row = latestRow(card.rates, currency, date);
  return row ? { cnyPerUnit: row.cnyPer, asOf: row.asOf, row, card } : null;
}

export function latestRow(
  rows: readonly ExchangeRateRow[],
  currency: string,
  date: string,
): ExchangeRateRow | undefined {
  return rows
    .filter((r) => r.currency === currency && r.asOf <= date)
    .sort((a, b) => b.asOf.localeCompare(a.asOf))[0];
}

/** How an answer names a rate: the table, the row's date and the row's confidence. */
export function rateSource(rate: CnyRate) {
  return {
    card: rate.card.id,
    title: rate.card.title,
    effectiveFrom: rate.asOf,
    confidence: rate.row.confidence,
  };
}
