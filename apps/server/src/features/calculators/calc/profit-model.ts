import { cents, round } from './units.js';

/**
 * One unit's economics at any price (docs/calculators.md): the costs that do not move with the
 * price, and those that do (the fulfilment fee by price band, the referral fee, the surcharge on
 * fulfilment, VAT in the price and on the fees, returns and advertising as shares of the price). Pure: the service
 * builds it from the rate cards, and the break-even price and the sensitivity curve reuse it.
 */
export interface ProfitModel {
  fixed: {
    costOfGoods: number;
    freight: number;
    duty: number;
    customsFees: number;
    storage: number;
    closing: number;
  };
  fulfilmentAt: (price: number) => number;
  referralAt: (price: number) => number;
  surchargePercent: number;
  vatPercent: number;
  /** VAT added to Amazon's fees (0 for a VAT-registered seller or a marketplace without VAT) */
  feesVatPercent: number;
  returnsPercent: number;
  adsPercent: number;
}

export interface UnitProfit {
  price: number;
  vat: number;
  fulfilment: number;
  surcharge: number;
  referral: number;
  feesVat: number;
  returns: number;
  ads: number;
  amazonFees: number;
  totalCost: number;
  profit: number;
  margin: number;
}

export function unitProfit(model: ProfitModel, price: number): UnitProfit {
  const vat = cents(price - price / (1 + model.vatPercent / 100));
  const fulfilment = model.fulfilmentAt(price);
  const surcharge = cents((fulfilment * model.surchargePercent) / 100);
  const referral = model.referralAt(price);
  const returns = cents((price * model.returnsPercent) / 100);
  const ads = cents((price * model.adsPercent) / 100);
  const f = model.fixed;
  const fees = fulfilment + surcharge + referral + f.closing + f.storage;
  const feesVat = cents((fees * model.feesVatPercent) / 100);
  const amazonFees = cents(fees + feesVat);
  const totalCost = cents(
    amazonFees + vat + returns + ads + f.costOfGoods + f.freight + f.duty + f.customsFees,
  );
  const profit = cents(price - totalCost);
  return {
    price,
    vat,
    fulfilment,
    surcharge,
    referral,
    feesVat,
    returns,
    ads,
    amazonFees,
    totalCost,
    profit,
    margin: round(profit / price, 4),
  };
}

/**
 * The lowest price at which a unit no longer loses money, to the cent. Profit is not monotonic in
 * the price (a dearer price band raises the fulfilment fee), so the range is scanned for the first
 * loss-to-profit crossing, then bisected. Null when no price up to `upTo` breaks even.
 */
export function breakEvenPrice(model: ProfitModel, upTo: number): number | null {
  const profitAt = (p: number) => unitProfit(model, p).profit;
  const steps = 400;
  let previous = 0.01;
  if (profitAt(previous) >= 0) return previous;
  for (let i = 1; i <= steps; i++) {
    const p = (upTo * i) / steps;
    if (profitAt(p) >= 0) {
      let low = previous;
      let high = p;
      while (high - low > 0.005) {
        const mid = (low + high) / 2;
        if (profitAt(mid) >= 0) high = mid;
        else low = mid;
      }
      const cent = Math.ceil(high * 100 - 1e-6) / 100;
      return profitAt(cent) >= 0 ? cent : cents(cent + 0.01);
    }
    previous = p;
  }
  return null;
}

/** Profit and margin at prices from half to one and a half times the price (the chart). */
export function sensitivity(model: ProfitModel, price: number, points = 41) {
  return Array.from({ length: points }, (_, i) => {
    const p = cents(price * (0.5 + i / (points - 1)));
    const u = unitProfit(model, p);
    return { price: p, profit: u.profit, margin: u.margin };
  });
}
