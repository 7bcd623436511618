/**
 * Product Fees v0 of the fake SP-API (fake-sp-api.ts), as recorded from amzn/selling-partner-api-models,
 * models/product-fees-api-model/productFeesV0.json: POST /products/fees/v0/items/{Asin}/feesEstimate
 * with `{FeesEstimateRequest: {MarketplaceId, IsAmazonFulfilled, PriceToEstimateFees: {ListingPrice},
 * Identifier}}` → `{payload: {FeesEstimateResult}}`: Status Success with a FeesEstimate (TotalFeesEstimate
 * and a FeeDetailList of ReferralFee, VariableClosingFee, FBAFees), or ClientError with an Error for an
 * ASIN the marketplace does not have.
 */
export interface FakeFees {
  /** Amazon's FBA fee of each ASIN it knows; the referral fee is 15 % of the price */
  fbaFee: Record<string, number>;
}

type Answer = (status: number, body: unknown, headers?: Record<string, string>) => void;
interface Money {
  CurrencyCode: string;
  Amount: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const fee = (type: string, amount: Money) => ({
  FeeType: type,
  FeeAmount: amount,
  FeePromotion: { CurrencyCode: amount.CurrencyCode, Amount: 0 },
  FinalFee: amount,
});

export function answerFees(
  url: URL,
  method: string | undefined,
  body: Record<string, unknown>,
  fees: FakeFees,
  answer: Answer,
): boolean {
  const match = /^\/products\/fees\/v0\/items\/([^/]+)\/feesEstimate$/.exec(url.pathname);
  if (method !== 'POST' || !match) return false;
  const asin = decodeURIComponent(match[1]!);
  const request = body.FeesEstimateRequest as
    | {
        MarketplaceId: string;
        IsAmazonFulfilled?: boolean;
        PriceToEstimateFees: { ListingPrice: Money };
        Identifier: string;
      }
    | undefined;
  if (!request?.MarketplaceId || !request.PriceToEstimateFees?.ListingPrice) {
    answer(400, { errors: [{ code: 'InvalidInput', message: 'FeesEstimateRequest is required.' }] });
    return true;
  }
  const price = request.PriceToEstimateFees.ListingPrice;
  const identifier = {
    MarketplaceId: request.MarketplaceId,
    IdType: 'ASIN',
    IdValue: asin,
    IsAmazonFulfilled: request.IsAmazonFulfilled ?? false,
    PriceToEstimateFees: request.PriceToEstimateFees,
    SellerInputIdentifier: request.Identifier,
  };
  const fba = fees.fbaFee[asin];
  if (fba === undefined) {
    const result = {
      Status: 'ClientError',
      FeesEstimateIdentifier: identifier,
      Error: { Type: 'Sender', Code: 'InvalidParameterValue', Message: `Item ${asin} not found`, Detail: [] },
    };
    answer(200, { payload: { FeesEstimateResult: result } });
    return true;
  }
  const money = (amount: number): Money => ({ CurrencyCode: price.CurrencyCode, Amount: cents(amount) });
  const details = [
    fee('ReferralFee', money(price.Amount * 0.15)),
    fee('VariableClosingFee', money(0)),
    ...(request.IsAmazonFulfilled ? [fee('FBAFees', money(fba))] : []),
  ];
  const total = details.reduce((sum, d) => sum + d.FinalFee.Amount, 0);
  const result = {
    Status: 'Success',
    FeesEstimateIdentifier: identifier,
    FeesEstimate: {
      TimeOfFeesEstimation: new Date().toISOString(),
      TotalFeesEstimate: money(total),
      FeeDetailList: details,
    },
  };
  answer(200, { payload: { FeesEstimateResult: result } }, { 'x-amzn-RateLimit-Limit': '1' });
  return true;
}
