import type { CalcOptionsData, FeeLine, ProfitData } from '@asinasin/contract';

/** What the calculator calls answer in the web tests, shaped by the contract's response schemas. */
export const OPTIONS: CalcOptionsData = {
  marketplaces: [
    {
      code: 'US',
      currency: 'USD',
      cards: { fulfilment: true, referral: true, storage: true },
      categories: [{ id: 'home-kitchen', name: '家居厨房' }],
    },
    {
      // VAT and duty rules, no referral card: the seller types the referral rate
      code: 'DE',
      currency: 'EUR',
      cards: { fulfilment: false, referral: false, storage: false },
      categories: [],
    },
    {
      code: 'CA',
      currency: null,
      cards: { fulfilment: false, referral: false, storage: false },
      categories: [],
    },
  ],
  freightModes: ['express', 'air', 'sea-lcl', 'rail'],
};

const source = {
  card: 'us-fba-2026',
  title: 'US FBA',
  effectiveFrom: '2026-01-15',
  confidence: 'one-source' as const,
};
const line = (amount: number | null, detail: string | null, missing: string | null = null): FeeLine => ({
  amount,
  source: amount === null ? null : source,
  detail,
  missing,
});

export const PROFIT: ProfitData = {
  marketplace: 'US',
  currency: 'USD',
  category: { id: 'home-kitchen', name: '家居厨房' },
  sizeTier: 'small-standard',
  overmax: false,
  dimensions: { sortedIn: [10, 8, 0.5], sortedCm: [25.4, 20.32, 1.27] },
  shippingWeight: {
    value: 0.3125,
    unit: 'lb',
    lb: 0.3125,
    kg: 0.1417,
    unitWeight: 0.3125,
    dimensionalWeight: null,
    basis: 'unit',
    source,
  },
  priceBand: '10-to-50',
  fees: {
    fulfilment: line(3.45, 'small-standard, 0.313 lb, price band 10-to-50'),
    surcharge: line(0, '3.5% reported from 2026-04-17, off until an operator confirms it'),
    referral: line(3.75, '15% × 25.00 USD of 25.00 USD'),
    closing: line(0, null, 'No closing fee in this category'),
    storage: line(null, null, 'No US storage card yet (not yet verified)'),
    duty: line(0, '0% of 5.00 USD'),
    customsFees: line(0.0173, 'MPF 0.3464%'),
    vat: line(0, null, 'Prices in US do not include VAT'),
    feesVat: line(0, null, 'Prices in US do not include VAT'),
  },
  costs: { costOfGoods: 5, freight: 1, returns: 0, ads: 0 },
  amazonFees: 7.2,
  totalCost: 13.22,
  profit: 11.78,
  margin: 0.4712,
  roi: 1.9577,
  breakEvenPrice: 11.14,
  perMonth: null,
  cny: null,
  sensitivity: Array.from({ length: 41 }, (_, i) => {
    const price = 12.5 + i * 0.625;
    return { price, profit: price * 0.85 - 9.47, margin: (price * 0.85 - 9.47) / price };
  }),
  notices: ['No CNY rate for USD on file: amounts are shown in USD only'],
};
