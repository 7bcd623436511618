import {
  MARKETPLACE_CURRENCY,
  type AmazonFeesEstimate,
  type AmazonFeesEstimateBody,
} from '@asinasin/contract';
import { z } from 'zod';
import { marketplaceIdOf } from '../connection-client.js';
import type { SpApiClient } from '../sp-api-client.js';

/*
 * GetMyFeesEstimateResponse.payload of selling-partner-api-models,
 * models/product-fees-api-model/productFeesV0.json: a FeesEstimateResult whose Status is Success
 * with a FeesEstimate, or ClientError / ServiceError with an Error.
 */
const money = z.object({ CurrencyCode: z.string(), Amount: z.number() });
const feesEstimateResult = z.object({
  FeesEstimateResult: z.object({
    Status: z.string(),
    FeesEstimate: z
      .object({
        TotalFeesEstimate: money.optional(),
        FeeDetailList: z.array(z.object({ FeeType: z.string(), FinalFee: money })).optional(),
      })
      .optional(),
    Error: z.object({ Code: z.string(), Message: z.string() }).optional(),
  }),
});

export type Estimate = NonNullable<AmazonFeesEstimate['estimate']>;
/** Amazon refused to estimate (an ASIN it does not know, a price it will not take): its own words. */
export class EstimateRefused extends Error {}

/** Asks Amazon for its fees on the ASIN at the price, fulfilled by Amazon or by the seller. */
export async function estimateFees(client: SpApiClient, body: AmazonFeesEstimateBody): Promise<Estimate> {
  const currency = MARKETPLACE_CURRENCY[body.marketplace] ?? 'USD';
  const answer = await client.getMyFeesEstimateForAsin(body.asin, {
    MarketplaceId: marketplaceIdOf(body.marketplace),
    IsAmazonFulfilled: body.fulfilment === 'FBA',
    PriceToEstimateFees: { ListingPrice: { CurrencyCode: currency, Amount: body.price } },
    Identifier: `asinasin-${body.asin}-${body.price}`,
  });
  const parsed = feesEstimateResult.safeParse(answer);
  if (!parsed.success) throw new EstimateRefused('Amazon answered in a shape this version does not read');
  const result = parsed.data.FeesEstimateResult;
  const estimate = result.FeesEstimate;
  if (result.Status !== 'Success' || !estimate?.TotalFeesEstimate) {
    throw new EstimateRefused(result.Error ? `${result.Error.Code}: ${result.Error.Message}` : result.Status);
  }
  return {
    currency: estimate.TotalFeesEstimate.CurrencyCode,
    total: estimate.TotalFeesEstimate.Amount,
    lines: (estimate.FeeDetailList ?? []).map((fee) => ({ type: fee.FeeType, amount: fee.FinalFee.Amount })),
  };
}
