import type { FreightData, Language, freightBody } from '@asinasin/contract';
import type { z } from 'zod';
import { FREIGHT_CALCULATORS, totals, type Carton, type Range } from './calc/freight.js';
import { cents, round, toPackageCm } from './calc/units.js';
import { checkMarketplace, fieldError, today, translator } from './calc-errors.js';
import { FREIGHT_MODES } from './rate-cards/rate-card-schema.js';
import { sourceOf, type RateCards } from './rate-cards/rate-card-store.js';
import { cnyRate, rateSource } from './rate-cards/exchange-rates.js';

type Body = z.output<typeof freightBody>;

const perUnit = (cost: Range | null, units: number, by = 1): Range | null =>
  cost && { low: round((cost.low / units) * by, 4), high: round((cost.high / units) * by, 4) };

/**
 * Cartons shipped from China, priced per mode from the freight card in force (domain research §3):
 * the chargeable weight each mode bills, the cost as the card's indicative range or the seller's
 * own quote, the cost per unit (in CNY too) and the transit-time range.
 */
export function calculateFreight(cards: RateCards, body: Body, lang: Language): FreightData {
  const t = translator(lang);
  const date = body.date ?? today();
  checkMarketplace(body.destination);
  const card = cards.pick('freight', date);
  if (!card) throw fieldError('date', 'calc.noFreightCard', { date });
  const cartons: Carton[] = body.cartons.map((c) => ({ ...toPackageCm(c), count: c.count }));
  const cartonCount = cartons.reduce((sum, c) => sum + c.count, 0);
  const units = cartonCount * body.unitsPerCarton;
  const fx = cnyRate(cards, card.currency, date);
  const cnyPerUnit = fx?.cnyPerUnit;
  const { actualKg, volumeCm3 } = totals(cartons);
  return {
    currency: card.currency,
    cartons: cartonCount,
    units,
    actualKg: round(actualKg),
    volumeCbm: round(volumeCm3 / 1e6, 4),
    modes: FREIGHT_MODES.map((mode) => {
      const result = FREIGHT_CALCULATORS[mode](card, cartons, body.quotes[mode]);
      const m = card[mode];
      return {
        ...result,
        cost: result.cost && { low: cents(result.cost.low), high: cents(result.cost.high) },
        perUnit: perUnit(result.cost, units),
        perUnitCny: cnyPerUnit ? perUnit(result.cost, units, cnyPerUnit) : null,
        transit: { minDays: m.transit.minDays, maxDays: m.transit.maxDays },
        source: sourceOf(card, result.rateSource === 'card' ? m.rateConfidence : m.confidence),
        missing: result.rate ? null : t('calc.missing.noRate'),
      };
    }),
    exchange: fx && cnyPerUnit ? { cnyPerUnit, asOf: fx.asOf, source: rateSource(fx) } : null,
  };
}
