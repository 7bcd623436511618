import { RateCards } from '../rate-cards/rate-card-store.js';

/** The shipped cards, as the tests compute their cases by hand from the research tables. */
export const shipped = RateCards.load();
export const us2026 = shipped.pick('fulfilment', '2026-06-01', (c) => c.marketplace === 'US')!;
export const us2025 = shipped.pick('fulfilment', '2025-06-01', (c) => c.marketplace === 'US')!;
export const usReferral = shipped.pick('referral', '2026-06-01', (c) => c.marketplace === 'US')!;
export const usStorage = shipped.pick('storage', '2026-06-01', (c) => c.marketplace === 'US')!;
export const freightCard = shipped.pick('freight', '2026-06-01')!;

export const inches = (l: number, w: number, h: number, lb: number) => ({
  sidesCm: [l * 2.54, w * 2.54, h * 2.54] as [number, number, number],
  weightKg: lb * 0.45359237,
});
export const oz = (ounces: number) => ounces / 16;
export const category = (id: string) => usReferral.categories.find((c) => c.id === id)!;
