import { MARKETPLACES, type CalcOptionsData, type CalcPrefillData, type Language } from '@asinasin/contract';
import type { ProductPackage } from '../../catalog/index.js';
import { FREIGHT_MODES } from './rate-cards/rate-card-schema.js';
import type { RateCards } from './rate-cards/rate-card-store.js';
import { round } from './calc/units.js';
import { today } from './calc-errors.js';

/** Each marketplace, the cards it has today, and its referral categories in the seller's language. */
export function calcOptions(cards: RateCards, lang: Language): CalcOptionsData {
  const date = today();
  return {
    marketplaces: MARKETPLACES.map(({ code }) => {
      const referral = cards.pick('referral', date, (c) => c.marketplace === code);
      const fulfilment = cards.pick('fulfilment', date, (c) => c.marketplace === code);
      return {
        code,
        // a marketplace with only its duty rules still has a currency: the seller types the fees
        currency:
          referral?.currency ??
          fulfilment?.currency ??
          cards.pick('duty', date, (c) => c.destination === code)?.currency ??
          null,
        cards: {
          fulfilment: Boolean(fulfilment),
          referral: Boolean(referral),
          storage: Boolean(cards.pick('storage', date, (c) => c.marketplace === code)),
        },
        categories: (referral?.categories ?? []).map((c) => ({ id: c.id, name: c.name[lang] })),
      };
    }),
    freightModes: [...FREIGHT_MODES],
  };
}

/**
 * A catalog product as calculator inputs: its price, its package in cm and kg, and the referral
 * category its root category stands for; what the catalog lacks is listed for the seller to type.
 */
export function prefillFrom(cards: RateCards, product: ProductPackage): CalcPrefillData {
  const referral = cards.pick('referral', today(), (c) => c.marketplace === product.marketplace);
  const root = product.categoryPath?.split('>')[0]?.trim().toLowerCase();
  const category =
    (root && referral?.categories.find((c) => c.catalogNames.some((n) => n.toLowerCase() === root))?.id) ||
    null;
  const hasSides = product.lengthCm !== null && product.widthCm !== null && product.heightCm !== null;
  const missing: CalcPrefillData['missing'] = [];
  if (product.price === null) missing.push('price');
  if (!hasSides) missing.push('dimensions');
  if (product.weightG === null) missing.push('weight');
  if (!category) missing.push('category');
  return {
    asin: product.asin,
    marketplace: product.marketplace,
    title: product.title,
    price: product.price,
    currency: product.currency,
    lengthCm: hasSides ? product.lengthCm : null,
    widthCm: hasSides ? product.widthCm : null,
    heightCm: hasSides ? product.heightCm : null,
    weightKg: product.weightG === null ? null : round(product.weightG / 1000, 4),
    categoryPath: product.categoryPath,
    category,
    missing,
  };
}
