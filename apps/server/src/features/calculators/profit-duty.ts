import type { CalcFreightMode, FeeLine } from '@asinasin/contract';
import { cents, round } from './calc/units.js';
import type { Translate } from './calc-errors.js';
import type { DutyCard } from './rate-cards/rate-card-schema.js';
import { sourceOf } from './rate-cards/rate-card-store.js';

const missing = (text: string): FeeLine => ({ amount: null, source: null, detail: null, missing: text });

/**
 * Duty on the dutiable value (domain research §3.3): the goods (US transaction value) or goods and
 * freight (EU/UK CIF), at the item's total rate as the seller types it (rates are per HTS code and
 * change often, so the card holds the rule, not the rate).
 */
export function dutyLine(
  card: DutyCard | undefined,
  o: {
    costOfGoods: number;
    freight: number;
    dutyPercent: number;
    currency: string;
    marketplace: string;
    t: Translate;
  },
): FeeLine {
  if (!card) return missing(o.t('calc.missing.noDutyCard', { marketplace: o.marketplace }));
  const value = card.dutiableValue === 'goods' ? o.costOfGoods : o.costOfGoods + o.freight;
  return {
    amount: cents((value * o.dutyPercent) / 100),
    source: sourceOf(card, 'one-source'),
    detail: o.t('calc.detail.duty', {
      percent: o.dutyPercent,
      value: `${cents(value).toFixed(2)} ${o.currency}`,
    }),
    missing: null,
  };
}

/**
 * Customs fees per unit (US MPF on the goods value, HMF for sea). Their per-entry minimum and
 * maximum are spread over a month's units (one entry a month) when the seller gives monthly units.
 */
export function customsLines(
  card: DutyCard | undefined,
  o: {
    costOfGoods: number;
    freightMode: CalcFreightMode | undefined;
    monthlyUnits: number | undefined;
    marketplace: string;
    t: Translate;
  },
): FeeLine {
  if (!card) return missing(o.t('calc.missing.noDutyCard', { marketplace: o.marketplace }));
  const fees = card.fees.filter((f) => !f.modes.length || (o.freightMode && f.modes.includes(o.freightMode)));
  let amount = 0;
  for (const fee of fees) {
    let perUnit = (o.costOfGoods * fee.percent) / 100;
    if (o.monthlyUnits) {
      const entry = Math.min(Math.max(perUnit * o.monthlyUnits, fee.minimum ?? 0), fee.maximum ?? Infinity);
      perUnit = entry / o.monthlyUnits;
    }
    amount += perUnit;
  }
  const weakest = fees.some((f) => f.confidence === 'unverified') ? 'unverified' : 'one-source';
  return {
    amount: round(amount, 4),
    source: sourceOf(card, fees.length ? weakest : 'one-source'),
    detail:
      fees
        .map((f) => o.t('calc.detail.customsFee', { fee: f.id.toUpperCase(), percent: f.percent }))
        .join(' + ') || null,
    missing: null,
  };
}
