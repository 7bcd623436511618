import type { FeeLine, Language, ProfitData, profitBody } from '@asinasin/contract';
import type { z } from 'zod';
import { fulfilmentFee } from './calc/fulfilment.js';
import { breakEvenPrice, sensitivity, unitProfit, type ProfitModel } from './calc/profit-model.js';
import { referralFee } from './calc/referral.js';
import { sizeTier } from './calc/size-tier.js';
import { cubicFeet, storageFee } from './calc/storage.js';
import { KG_PER_LB, cents, round, toPackageCm } from './calc/units.js';
import { checkMarketplace, coveredMarketplaces, fieldError, today, translator } from './calc-errors.js';
import type { ReferralCategory } from './rate-cards/rate-card-schema.js';
import { sourceOf, type RateCards } from './rate-cards/rate-card-store.js';
import { customsLines, dutyLine } from './profit-duty.js';
import { cnyRate, rateSource } from './rate-cards/exchange-rates.js';

type Body = z.output<typeof profitBody>;

/** The referral "category" of a rate the seller typed: one rate on the whole price, no minimum. */
const sellerRate = (percent: number): ReferralCategory => ({
  id: 'seller-rate',
  name: { 'zh-CN': '自填佣金比例', 'en-US': 'Your referral rate' },
  catalogNames: [],
  mode: 'whole',
  tiers: [{ upTo: null, rate: percent / 100 }],
  minimumFee: null,
  closingFee: null,
  confidence: 'unverified',
});
const line = (
  amount: number | null,
  source: FeeLine['source'],
  detail: string | null,
  missing: string | null = null,
): FeeLine => ({
  amount,
  source,
  detail,
  missing,
});
const money = (value: number, currency: string) => `${cents(value).toFixed(2)} ${currency}`;

/**
 * One unit's landed cost and profit from the rate cards in force (docs/calculators.md): every fee
 * line with its card, date and confidence, or null and why; then profit, margin, ROI, break-even
 * price, per month, in CNY, and the margin at other prices.
 */
export function calculateProfit(cards: RateCards, body: Body, lang: Language): ProfitData {
  const t = translator(lang);
  const date = body.date ?? today();
  const marketplace = body.marketplace;
  checkMarketplace(marketplace);
  const referralCard = cards.pick('referral', date, (c) => c.marketplace === marketplace);
  const fulfilmentCard = cards.pick('fulfilment', date, (c) => c.marketplace === marketplace);
  const dutyCard = cards.pick('duty', date, (c) => c.destination === marketplace);
  const currency = referralCard?.currency ?? fulfilmentCard?.currency ?? dutyCard?.currency;
  if (!currency || (!referralCard && body.referralPercent === undefined)) {
    const covered = coveredMarketplaces(cards, date).join(', ');
    const key = currency ? 'calc.marketplaceTypeReferral' : 'calc.marketplaceNotVerified';
    throw fieldError(currency ? 'referralPercent' : 'marketplace', key, { marketplace, covered });
  }
  const category = referralCard
    ? referralCard.categories.find((c) => c.id === body.category)
    : sellerRate(body.referralPercent!);
  if (!category)
    throw fieldError('category', 'calc.categoryUnknown', { category: body.category, marketplace });
  const fx = cnyRate(cards, currency, date);
  const cnyPerUnit = fx?.cnyPerUnit;
  if (body.costCurrency === 'CNY' && !cnyPerUnit)
    throw fieldError('costCurrency', 'calc.noExchangeRate', { currency });
  const toMarket = (v: number) => (body.costCurrency === 'CNY' ? cents(v / cnyPerUnit!) : v);
  const costOfGoods = toMarket(body.costOfGoods);
  const freight = toMarket(body.freightPerUnit);
  const notices: string[] = [];

  // size tier and fulfilment
  const pkg = toPackageCm(body);
  const tier = fulfilmentCard ? sizeTier(fulfilmentCard, pkg) : null;
  const fulfilmentAt = (price: number) =>
    (fulfilmentCard &&
      tier &&
      fulfilmentFee(fulfilmentCard, tier.tier.id, tier.shippingWeight, price)?.fee) ||
    0;
  const fee =
    fulfilmentCard && tier
      ? fulfilmentFee(fulfilmentCard, tier.tier.id, tier.shippingWeight, body.price)
      : null;
  const weightUnit = fulfilmentCard?.weightUnit ?? 'kg';
  let fulfilment: FeeLine;
  if (!fulfilmentCard)
    fulfilment = line(null, null, null, t('calc.missing.noFulfilmentCard', { marketplace }));
  else if (!tier)
    fulfilment = line(null, null, null, t('calc.missing.sizeNotOnCard', { card: fulfilmentCard.id }));
  else if (!fee) {
    const params = {
      card: fulfilmentCard.id,
      tier: tier.tier.id,
      weight: round(tier.shippingWeight),
      unit: weightUnit,
    };
    fulfilment = line(null, null, null, t('calc.missing.weightNotOnCard', params));
  } else {
    const overage = fee.overageSteps
      ? t('calc.detail.overage', { steps: fee.overageSteps, per: money(fee.band.overage!.per, currency) })
      : '';
    const detail = t('calc.detail.fulfilment', {
      tier: tier.tier.id,
      weight: round(tier.shippingWeight),
      unit: weightUnit,
      band: fee.priceBand,
    });
    fulfilment = line(fee.fee, sourceOf(fulfilmentCard, fee.band.confidence), detail + overage);
  }
  if (tier?.overmax) notices.push(t('calc.notice.overmax'));

  // the fuel and logistics surcharge: counted only once an operator has confirmed it
  const surchargeCard = cards.pick('surcharge', date, (c) => c.marketplace === marketplace);
  const surchargePercent = surchargeCard?.enabled ? surchargeCard.percent : 0;
  const surchargeParams = { percent: surchargeCard?.percent ?? 0, date: surchargeCard?.effectiveFrom ?? '' };
  const surchargeLine = (amount: number) =>
    surchargeCard
      ? line(
          amount,
          sourceOf(surchargeCard, surchargeCard.confidence),
          t(surchargeCard.enabled ? 'calc.detail.surchargeOn' : 'calc.detail.surchargeOff', surchargeParams),
        )
      : line(0, null, null, t('calc.missing.noSurchargeCard'));

  // referral and closing
  const referralAt = (price: number) => referralFee(category, price).fee;
  const referral = referralFee(category, body.price);
  const parts = referral.parts
    .map((p) => `${round(p.rate * 100, 2)}% × ${money(p.base, currency)}`)
    .join(' + ');
  const referralDetail = referral.minimumApplied
    ? t('calc.detail.referralMinimum', {
        minimum: money(category.minimumFee!, currency),
        fee: money(referral.percentageFee, currency),
      })
    : t(referralCard ? 'calc.detail.referral' : 'calc.detail.referralTyped', {
        parts,
        price: money(body.price, currency),
      });
  // the seller's own rate has no card to name: its line says so in its detail
  const referralSource = referralCard ? sourceOf(referralCard, category.confidence) : null;
  const closing = category.closingFee
    ? line(category.closingFee, referralSource, t('calc.detail.closing'))
    : line(0, referralSource, null, t('calc.missing.noClosingFee'));

  // storage over the months a unit waits
  const storageCard = cards.pick('storage', date, (c) => c.marketplace === marketplace);
  let storage: FeeLine;
  let storageAmount = 0;
  if (!storageCard) storage = line(null, null, null, t('calc.missing.noStorageCard', { marketplace }));
  else {
    const cuft = cubicFeet(pkg.sidesCm);
    const s = storageFee(storageCard, {
      storageClass: tier?.tier.storageClass ?? 'standard',
      cubicFeet: cuft,
      months: body.storageMonths,
      startMonth: Number(date.slice(5, 7)),
      dangerousGoods: body.dangerousGoods,
    });
    storageAmount = s.fee;
    const aged = s.aged ? t('calc.detail.aged', { amount: money(s.aged, currency) }) : '';
    const detail = t('calc.detail.storage', { cubicFeet: round(cuft, 4), months: body.storageMonths, aged });
    const confidence = s.aged ? 'unverified' : (storageCard.monthly[0]?.confidence ?? 'one-source');
    storage = line(s.fee, sourceOf(storageCard, confidence), detail);
  }

  // duty, customs fees and VAT (per destination, dated rules)
  const duty = dutyLine(dutyCard, {
    costOfGoods,
    freight,
    dutyPercent: body.dutyPercent,
    currency,
    marketplace,
    t,
  });
  const customs = customsLines(dutyCard, {
    costOfGoods,
    freightMode: body.freightMode,
    monthlyUnits: body.monthlyUnits,
    marketplace,
    t,
  });
  const vatPercent = dutyCard?.salesVatPercent ?? 0;
  const feesVatPercent = body.vatRegistered ? 0 : vatPercent;

  const model: ProfitModel = {
    fixed: {
      costOfGoods,
      freight,
      duty: duty.amount ?? 0,
      customsFees: customs.amount ?? 0,
      storage: storageAmount,
      closing: category.closingFee ?? 0,
    },
    fulfilmentAt,
    referralAt,
    surchargePercent,
    vatPercent,
    feesVatPercent,
    returnsPercent: body.returnsPercent,
    adsPercent: body.adsPercent,
  };
  const unit = unitProfit(model, body.price);
  const vat =
    dutyCard && vatPercent
      ? line(
          unit.vat,
          sourceOf(dutyCard, dutyCard.salesVatConfidence),
          t('calc.detail.vat', { percent: vatPercent }),
        )
      : line(
          0,
          dutyCard ? sourceOf(dutyCard, dutyCard.salesVatConfidence) : null,
          null,
          t('calc.missing.noVat', { marketplace }),
        );
  const feesVat =
    !dutyCard || !vatPercent
      ? line(0, null, null, t('calc.missing.noVat', { marketplace }))
      : line(
          unit.feesVat,
          sourceOf(dutyCard, dutyCard.salesVatConfidence),
          body.vatRegistered
            ? t('calc.detail.feesVatReverse')
            : t('calc.detail.feesVat', { percent: vatPercent }),
        );
  const invested = costOfGoods + freight + model.fixed.duty + model.fixed.customsFees;
  const upTo = Math.max(body.price, unit.totalCost) * 10;
  const months = body.monthlyUnits;
  const fees = {
    fulfilment,
    surcharge: surchargeLine(unit.surcharge),
    referral: line(unit.referral, referralSource, referralDetail),
    closing,
    storage,
    duty,
    customsFees: customs,
    vat,
    feesVat,
  };
  if (Object.values(fees).some((f) => f.source?.confidence === 'unverified'))
    notices.push(t('calc.notice.unverified'));
  // the CNY rate, its date and confidence travel in data.cny.source; only its absence is a notice
  if (!fx || !cnyPerUnit) notices.push(t('calc.notice.noCny', { currency }));
  const sorted = pkg.sidesCm.slice().sort((a, b) => b - a);
  return {
    marketplace,
    currency,
    category: { id: category.id, name: category.name[lang] },
    sizeTier: tier?.tier.id ?? null,
    overmax: tier?.overmax ?? false,
    dimensions: { sortedIn: sorted.map((s) => round(s / 2.54, 2)), sortedCm: sorted.map((s) => round(s, 2)) },
    shippingWeight: {
      value: tier ? round(tier.shippingWeight, 4) : null,
      unit: weightUnit,
      lb: tier ? round(weightUnit === 'lb' ? tier.shippingWeight : tier.shippingWeight / KG_PER_LB, 4) : null,
      kg: tier ? round(weightUnit === 'kg' ? tier.shippingWeight : tier.shippingWeight * KG_PER_LB, 4) : null,
      unitWeight: round(tier?.unitWeight ?? pkg.weightKg, 4),
      dimensionalWeight: tier?.dimensionalWeight == null ? null : round(tier.dimensionalWeight, 4),
      basis: tier?.basis ?? 'unit',
      source: fulfilmentCard && tier ? sourceOf(fulfilmentCard, tier.tier.confidence) : null,
    },
    priceBand: fee?.priceBand ?? null,
    fees,
    costs: { costOfGoods, freight, returns: unit.returns, ads: unit.ads },
    amazonFees: unit.amazonFees,
    totalCost: unit.totalCost,
    profit: unit.profit,
    margin: unit.margin,
    roi: invested > 0 ? round(unit.profit / invested, 4) : null,
    breakEvenPrice: breakEvenPrice(model, upTo),
    perMonth:
      months === undefined
        ? null
        : {
            units: months,
            revenue: cents(body.price * months),
            totalCost: cents(unit.totalCost * months),
            profit: cents(unit.profit * months),
          },
    cny:
      fx && cnyPerUnit
        ? {
            cnyPerUnit,
            source: rateSource(fx),
            asOf: fx.asOf,
            price: cents(body.price * cnyPerUnit),
            totalCost: cents(unit.totalCost * cnyPerUnit),
            profit: cents(unit.profit * cnyPerUnit),
            profitPerMonth: months === undefined ? null : cents(unit.profit * months * cnyPerUnit),
          }
        : null,
    sensitivity: sensitivity(model, body.price),
    notices,
  };
}
