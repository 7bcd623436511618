import { API } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.js';

/** A 10 × 8 × 0.5 in, 5 oz home-and-kitchen item at $25 on a day of the 2026 cards. */
const item = {
  marketplace: 'US',
  category: 'home-kitchen',
  price: 25,
  costOfGoods: 5,
  freightPerUnit: 1,
  storageMonths: 0,
  date: '2026-06-01',
  lengthIn: 10,
  widthIn: 8,
  heightIn: 0.5,
  weightLb: 5 / 16,
};

/** A UK small parcel under the 2026 low-price cap. */
const ukItem = {
  marketplace: 'UK',
  category: 'everything-else',
  price: 15,
  costOfGoods: 3,
  date: '2026-06-01',
  lengthCm: 20,
  widthCm: 15,
  heightCm: 8,
  weightKg: 0.3,
};

describe('the calculators (POST /api/calc/profit, /api/calc/freight)', () => {
  const t = useTestApp('sqlite');
  const post = (url: string, payload: unknown, lang = 'en-US') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-lang': lang } });

  it('answers a visitor the size tier, each fee with its source, profit, margin, ROI and break-even', async () => {
    const res = await post(API.calcProfit, { ...item, monthlyUnits: 100 });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      currency: 'USD',
      sizeTier: 'small-standard',
      shippingWeight: { value: 0.3125, unit: 'lb', basis: 'unit' },
      priceBand: '10-to-50',
      // by hand: 3.45 (4-6 oz, $10-50) + 3.75 (15%) + 5 + 1 + MPF: 0.3464% of 100 × $5 is under the
      // $32.71 minimum per entry, so 0.3271 a unit: 13.53
      fees: {
        fulfilment: {
          amount: 3.45,
          source: { card: 'us-fba-2026', effectiveFrom: '2026-01-15', confidence: 'one-source' },
        },
        referral: {
          amount: 3.75,
          source: { card: 'us-referral-2026' },
          detail: '15% × 25.00 USD of 25.00 USD',
        },
        storage: { amount: 0 },
        surcharge: { amount: 0, source: { card: 'us-fuel-logistics-2026', confidence: 'unverified' } },
      },
      totalCost: 13.53,
      profit: 11.47,
      margin: 0.4588,
      // 0.85 p = 3.45 + 6.3271 → 11.503
      breakEvenPrice: 11.51,
      perMonth: { units: 100, profit: 1147 },
      cny: { cnyPerUnit: 7.1, price: 177.5 },
    });
    expect(data.fees.surcharge.detail).toMatch(/off until an operator confirms it/);
    expect(data.roi).toBeCloseTo(11.47 / 6.3271, 3);
    expect(data.sensitivity).toHaveLength(41);
    expect(data.sensitivity[0].price).toBe(12.5);
    expect(data.sensitivity.at(-1).price).toBe(37.5);
  });

  it('gives the same answer in centimetres and kilograms', async () => {
    const { lengthIn: _l, widthIn: _w, heightIn: _h, weightLb: _p, ...rest } = item;
    const metric = { ...rest, lengthCm: 25.4, widthCm: 20.32, heightCm: 1.27, weightKg: 0.1417476 };
    const res = await post(API.calcProfit, metric);
    // without monthly units MPF is 0.3464% of $5 a unit: 3.45 + 3.75 + 6 + 0.0173 = 13.22
    expect(res.json().data).toMatchObject({
      sizeTier: 'small-standard',
      totalCost: 13.22,
      profit: 11.78,
      breakEvenPrice: 11.14,
    });
  });

  it('takes costs in CNY and converts them at the dated rate', async () => {
    const res = await post(API.calcProfit, {
      ...item,
      costCurrency: 'CNY',
      costOfGoods: 35.5,
      freightPerUnit: 7.1,
    });
    expect(res.json().data.costs).toMatchObject({ costOfGoods: 5, freight: 1 });
  });

  it('prices a UK item by unit weight, takes VAT out of the price and marks the card', async () => {
    const res = await post(API.calcProfit, ukItem);
    expect(res.json().data).toMatchObject({
      currency: 'GBP',
      sizeTier: 'small-parcel',
      priceBand: 'low-price',
      fees: {
        fulfilment: { amount: 2.7 },
        referral: { amount: 2.25 },
        vat: { amount: 2.5 },
        storage: { amount: null },
      },
    });
    expect(res.json().data.fees.storage.missing).toMatch(/not yet verified/);
    // a VAT-registered seller (the default) pays no VAT on Amazon's fees
    expect(res.json().data.fees.feesVat).toMatchObject({
      amount: 0,
      detail: expect.stringMatching(/reverse charge/),
    });
  });

  it("adds the country's VAT to Amazon's fees for a seller not registered for VAT there", async () => {
    const registered = (await post(API.calcProfit, ukItem)).json().data;
    const res = await post(API.calcProfit, { ...ukItem, vatRegistered: false }, 'zh-CN');
    const data = res.json().data;
    // 20 % of the fulfilment (2.70) and referral (2.25) fees
    expect(data.fees.feesVat).toMatchObject({ amount: 0.99, detail: expect.stringContaining('20%') });
    expect(data.amazonFees).toBeCloseTo(registered.amazonFees + 0.99, 2);
    expect(data.profit).toBeCloseTo(registered.profit - 0.99, 2);
    // the US has no VAT: nothing is added, and the line says why
    const us = (await post(API.calcProfit, { ...item, vatRegistered: false })).json().data;
    expect(us.fees.feesVat).toMatchObject({
      amount: 0,
      missing: expect.stringMatching(/do not include VAT/),
    });
  });

  it('refuses a marketplace without cards, an unknown one and an unknown category, on their field', async () => {
    const ca = await post(API.calcProfit, { ...item, marketplace: 'CA' });
    expect(ca.statusCode).toBe(400);
    expect(ca.json()).toMatchObject({ data: { field: 'marketplace' } });
    expect(ca.json().msg).toMatch(/CA fee cards are not yet verified.*US, UK/);
    const zh = await post(API.calcProfit, { ...item, marketplace: 'CA' }, 'zh-CN');
    expect(zh.json().msg).toContain('尚未核实');
    // DE has its VAT and duty rules but no referral card: the seller's own rate is asked for
    const de = await post(API.calcProfit, { ...item, marketplace: 'DE' });
    expect(de.json()).toMatchObject({ data: { field: 'referralPercent' } });
    expect(de.json().msg).toMatch(/DE referral card is not yet verified: type your referral rate/);
    const unknown = await post(API.calcProfit, { ...item, marketplace: 'XX' });
    expect(unknown.json()).toMatchObject({ data: { field: 'marketplace' } });
    expect(unknown.json().msg).toMatch(/Unknown marketplace XX/);
    const category = await post(API.calcProfit, { ...item, category: 'spaceships' });
    expect(category.json()).toMatchObject({ data: { field: 'category' } });
    expect(category.json().msg).toMatch(/spaceships/);
  });

  it('names the field of a zero, negative, absurd or missing size, weight or price', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...item, price: 0 }, /price.*greater than 0/],
      [{ ...item, weightLb: -1 }, /weightLb.*greater than 0/],
      [{ ...item, lengthIn: 394 }, /lengthIn.*at most 157/],
      [{ ...item, heightIn: undefined }, /heightIn.*length, width and height/],
      [{ ...item, weightLb: undefined }, /weightKg.*weight/],
      [{ ...item, lengthCm: 10 }, /lengthCm.*one unit/],
    ];
    for (const [body, message] of cases) {
      const res = await post(API.calcProfit, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).not.toBe(1);
      expect(res.json().msg).toMatch(message);
    }
    const zh = await post(
      API.calcProfit,
      {
        ...item,
        lengthCm: undefined,
        lengthIn: undefined,
        widthIn: undefined,
        heightIn: undefined,
        widthCm: 1000,
        heightCm: 10,
      },
      'zh-CN',
    );
    expect(zh.json().msg).toMatch(/widthCm.*400/);
  });

  it('prices cartons per freight mode: chargeable weight, cost, per unit and transit', async () => {
    const res = await post(API.calcFreight, {
      cartons: [{ lengthCm: 50, widthCm: 40, heightCm: 30, weightKg: 11, count: 2 }],
      unitsPerCarton: 20,
      quotes: { express: 10 },
      date: '2026-06-01',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ currency: 'USD', cartons: 2, units: 40, actualKg: 22, volumeCbm: 0.12 });
    const mode = (m: string) => data.modes.find((x: { mode: string }) => x.mode === m);
    // 2 × 12 kg volumetric = 24 kg at $10 + 25.5% fuel = 301.20, 7.53 a unit
    expect(mode('express')).toMatchObject({
      chargeableKg: 24,
      cost: { low: 301.2 },
      perUnit: { low: 7.53 },
      rateSource: 'quote',
    });
    expect(mode('air')).toMatchObject({
      chargeableKg: 22,
      cost: { low: 88, high: 176 },
      transit: { minDays: 5, maxDays: 10 },
    });
    expect(mode('sea-lcl')).toMatchObject({
      billedUnit: 'cbm',
      billedQuantity: 1,
      cost: { low: 60, high: 150 },
    });
    // 120000 cm³ / 3000 = 40 kg
    expect(mode('rail')).toMatchObject({ chargeableKg: 40, cost: null });
    expect(mode('rail').missing).toMatch(/forwarder quote/);
    expect(mode('express').perUnitCny.low).toBeCloseTo(7.53 * 7.1, 1);
  });

  it('refuses a 10-metre carton and an empty shipment on their field', async () => {
    const huge = await post(API.calcFreight, {
      cartons: [{ lengthCm: 1000, widthCm: 40, heightCm: 30, weightKg: 11, count: 1 }],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().msg).toMatch(/cartons\.0\.lengthCm.*400/);
    const none = await post(API.calcFreight, { cartons: [] });
    expect(none.json().msg).toMatch(/cartons/);
  });

  it('lists the marketplaces with their cards and categories', async () => {
    const res = await t.app.inject({ url: API.calcOptions, headers: { 'x-lang': 'zh-CN' } });
    const markets = res.json().data.marketplaces;
    const us = markets.find((m: { code: string }) => m.code === 'US');
    expect(us).toMatchObject({ currency: 'USD', cards: { fulfilment: true, referral: true, storage: true } });
    expect(us.categories).toContainEqual({ id: 'home-kitchen', name: '家居厨房' });
    expect(markets.find((m: { code: string }) => m.code === 'DE')).toMatchObject({
      currency: 'EUR',
      cards: { fulfilment: false, referral: false },
      categories: [],
    });
  });

  it('prefills from a catalog product and says what the catalog lacks', async () => {
    const catalog = await t.app.context.catalog();
    await catalog.run(`insert into products (marketplace, asin, title, price, currency, length_cm, width_cm, height_cm,
        weight_g, category_path, run_id, updated_at)
      values ('UK', 'B0CALCPRE1', 'Toy car', 12.99, 'GBP', 20, 10, 8, 250, 'Toys & Games > Cars', 1, now()),
             ('US', 'B0CALCPRE2', 'Mystery', null, 'USD', null, null, null, null, null, 1, now())`);
    const full = await post(API.calcPrefill, { marketplace: 'UK', asin: 'b0calcpre1' });
    expect(full.json().data).toMatchObject({
      asin: 'B0CALCPRE1',
      price: 12.99,
      lengthCm: 20,
      weightKg: 0.25,
      category: 'everything-else',
      missing: [],
    });
    const bare = await post(API.calcPrefill, { marketplace: 'US', asin: 'B0CALCPRE2' });
    expect(bare.json().data.missing).toEqual(['price', 'dimensions', 'weight', 'category']);
    const unknown = await post(API.calcPrefill, { marketplace: 'US', asin: 'B0NOTHERE1' });
    expect(unknown.json().code).not.toBe(1);
    expect(unknown.json().msg).toMatch(/B0NOTHERE1/);
    const bad = await post(API.calcPrefill, { marketplace: 'US', asin: 'A0X' });
    expect(bad.json().msg).toMatch(/Invalid ASIN/);
  });
});
