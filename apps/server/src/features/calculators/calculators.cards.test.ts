import { API } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.js';

/**
 * Each shipped card answers a known example of the domain research end to end through the API
 * (docs/calculators.md): the figure it gives, the card it names, and "not yet verified" where the
 * research has no figure.
 */
const uk = {
  marketplace: 'UK',
  category: 'everything-else',
  price: 25,
  costOfGoods: 3,
  storageMonths: 0,
  date: '2026-06-01',
};
type Pkg = { lengthCm: number; widthCm: number; heightCm: number; weightKg: number };

describe('the rate cards, one example each through POST /api/calc/profit', () => {
  const t = useTestApp('sqlite');
  const profit = async (body: Record<string, unknown>, lang = 'en-US') => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.calcProfit,
      payload: body,
      headers: { 'x-lang': lang },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const ukFee = async (pkg: Pkg, price = 25) => profit({ ...uk, ...pkg, price });

  it('UK envelopes and the small parcel: each tier at a band the research gives (§1.6)', async () => {
    const cases: [Pkg, number, string, number][] = [
      [{ lengthCm: 30, widthCm: 20, heightCm: 2, weightKg: 0.02 }, 25, 'light-envelope', 1.83],
      [{ lengthCm: 30, widthCm: 20, heightCm: 2, weightKg: 0.02 }, 9, 'light-envelope', 1.46],
      [{ lengthCm: 30, widthCm: 20, heightCm: 2.5, weightKg: 0.46 }, 25, 'standard-envelope', 2.16],
      [{ lengthCm: 33, widthCm: 23, heightCm: 4, weightKg: 0.96 }, 25, 'large-envelope', 2.72],
      [{ lengthCm: 33, widthCm: 23, heightCm: 6, weightKg: 0.9 }, 25, 'extra-large-envelope', 2.94],
      [{ lengthCm: 35, widthCm: 25, heightCm: 12, weightKg: 3.9 }, 25, 'small-parcel', 3.27],
      [{ lengthCm: 40, widthCm: 30, heightCm: 20, weightKg: 0.15 }, 25, 'standard-parcel', 2.94],
    ];
    for (const [pkg, price, tier, fee] of cases) {
      const data = await ukFee(pkg, price);
      expect(data.sizeTier, JSON.stringify(pkg)).toBe(tier);
      expect(data.fees.fulfilment, `${tier} at £${price}`).toMatchObject({
        amount: fee,
        source: { card: 'uk-fba-2026', effectiveFrom: '2026-01-01', confidence: 'one-source' },
      });
    }
  });

  it('UK standard parcel above 150 g: the tier is named, its fee is not yet verified', async () => {
    const data = await ukFee({ lengthCm: 40, widthCm: 30, heightCm: 20, weightKg: 1 });
    expect(data.sizeTier).toBe('standard-parcel');
    expect(data.fees.fulfilment.amount).toBeNull();
    expect(data.fees.fulfilment.missing).toMatch(/uk-fba-2026.*1 kg in standard-parcel.*not yet verified/);
    const zh = await profit({ ...uk, lengthCm: 40, widthCm: 30, heightCm: 20, weightKg: 1 }, 'zh-CN');
    expect(zh.fees.fulfilment.missing).toMatch(/尚未核实/);
  });

  it('UK small oversize: 3.49 + 0.22 per kg, marked unverified', async () => {
    // 50 × 40 × 40 cm is past the standard parcel (45 × 34 × 26), within 61 × 46 × 46; 2 kg
    const data = await ukFee({ lengthCm: 50, widthCm: 40, heightCm: 40, weightKg: 2 });
    expect(data.sizeTier).toBe('small-oversize');
    expect(data.fees.fulfilment).toMatchObject({
      amount: 3.93,
      source: { card: 'uk-fba-2026', confidence: 'unverified' },
    });
    expect(data.notices.join(' ')).toMatch(/unverified/);
  });

  it('UK larger oversize is named without a fee, and past 31.5 kg the card has no tier', async () => {
    const big = await ukFee({ lengthCm: 100, widthCm: 50, heightCm: 50, weightKg: 10 });
    expect(big.sizeTier).toBe('oversize');
    expect(big.fees.fulfilment).toMatchObject({ amount: null });
    expect(big.fees.fulfilment.missing).toMatch(/not yet verified/);
    const heavy = await ukFee({ lengthCm: 100, widthCm: 50, heightCm: 50, weightKg: 40 });
    expect(heavy.sizeTier).toBeNull();
    expect(heavy.fees.fulfilment.missing).toMatch(/no tier for this size yet/);
  });

  it('UK referral: clothing takes one rate on the whole price (10% at £18, 7% above £40)', async () => {
    const pkg = { lengthCm: 30, widthCm: 20, heightCm: 2, weightKg: 0.02 };
    const at18 = await profit({ ...uk, ...pkg, category: 'clothing-accessories', price: 18 });
    expect(at18.fees.referral).toMatchObject({ amount: 1.8, source: { card: 'uk-referral-2026' } });
    const at50 = await profit({ ...uk, ...pkg, category: 'clothing-accessories', price: 50 });
    expect(at50.fees.referral.amount).toBe(3.5);
  });

  it('JP referral: a special category the research confirms (beer 6.5%), the rest not yet verified', async () => {
    const jp = {
      marketplace: 'JP',
      category: 'beer',
      price: 1000,
      costOfGoods: 300,
      storageMonths: 0,
      date: '2026-06-01',
      lengthCm: 20,
      widthCm: 10,
      heightCm: 10,
      weightKg: 0.5,
    };
    const data = await profit(jp);
    expect(data).toMatchObject({
      currency: 'JPY',
      fees: {
        referral: { amount: 65, source: { card: 'jp-referral-2026', confidence: 'verified' } },
        fulfilment: { amount: null },
        storage: { amount: null },
      },
    });
    expect(data.fees.fulfilment.missing).toMatch(/No JP fulfilment card yet \(not yet verified\)/);
    const other = await t.app.inject({
      method: 'POST',
      url: API.calcProfit,
      payload: { ...jp, category: 'home-kitchen' },
      headers: { 'x-lang': 'en-US' },
    });
    expect(other.json()).toMatchObject({ data: { field: 'category' } });
  });

  it('names the exchange rate with its own date and confidence (the seed is unverified)', async () => {
    const data = await ukFee({ lengthCm: 30, widthCm: 20, heightCm: 2, weightKg: 0.02 });
    expect(data.cny).toMatchObject({
      cnyPerUnit: 9.5,
      asOf: '2026-01-01',
      source: { card: 'exchange-rates', effectiveFrom: '2026-01-01', confidence: 'unverified' },
    });
    const freight = await t.app.inject({
      method: 'POST',
      url: API.calcFreight,
      payload: {
        cartons: [{ lengthCm: 50, widthCm: 40, heightCm: 30, weightKg: 11, count: 1 }],
        date: '2026-06-01',
      },
    });
    expect(freight.json().data.exchange).toMatchObject({
      cnyPerUnit: 7.1,
      asOf: '2026-01-01',
      source: { confidence: 'unverified' },
    });
  });

  it('DE, FR, IT, ES: VAT out of the price and duty on CIF from their cards, the referral rate typed', async () => {
    const eu = {
      category: 'any',
      referralPercent: 15,
      price: 30,
      costOfGoods: 5,
      freightPerUnit: 1,
      dutyPercent: 4,
      storageMonths: 0,
      date: '2026-06-01',
      lengthCm: 20,
      widthCm: 15,
      heightCm: 8,
      weightKg: 0.3,
    };
    const vatOf = { DE: 19, FR: 20, IT: 22, ES: 21 };
    for (const [marketplace, vat] of Object.entries(vatOf)) {
      const data = await profit({ ...eu, marketplace });
      const vatAmount = Math.round((30 - 30 / (1 + vat / 100)) * 100) / 100;
      expect(data, marketplace).toMatchObject({
        currency: 'EUR',
        fees: {
          vat: { amount: vatAmount, source: { card: `${marketplace.toLowerCase()}-duty-2026` } },
          // 4% of goods + freight (CIF)
          duty: { amount: 0.24, source: { card: `${marketplace.toLowerCase()}-duty-2026` } },
          referral: { amount: 4.5, source: null },
          fulfilment: { amount: null },
        },
        // VAT + 4.50 + 0.24 + 5 + 1
        totalCost: Math.round((vatAmount + 10.74) * 100) / 100,
      });
      expect(data.fees.vat.detail).toBe(`${vat}% VAT included in the price`);
      expect(data.fees.referral.detail).toMatch(/15% .* \(the rate you typed\)/);
      expect(data.fees.fulfilment.missing).toMatch(new RegExp(`No ${marketplace} fulfilment card yet`));
      expect(data.cny).toMatchObject({ cnyPerUnit: 8.2, asOf: '2026-01-01' });
    }
  });

  it('never takes a typed referral rate over a card', async () => {
    const data = await ukFee({ lengthCm: 30, widthCm: 20, heightCm: 2, weightKg: 0.02 }, 20);
    const typed = await profit({
      ...uk,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 2,
      weightKg: 0.02,
      price: 20,
      referralPercent: 1,
    });
    expect(typed.fees.referral).toEqual(data.fees.referral);
  });
});
