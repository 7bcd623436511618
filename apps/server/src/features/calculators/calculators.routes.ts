import { calculatorEndpoints as endpoints } from '@asinasin/contract';
import { productPackage } from '../../catalog/index.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { checkMarketplace } from './calc-errors.js';
import { calculateFreight } from './freight.service.js';
import { calcOptions, prefillFrom } from './options.service.js';
import { calculateProfit } from './profit.service.js';
import { RateCards } from './rate-cards/rate-card-store.js';

/**
 * The freight and profit calculators: free and open to visitors who are not logged in
 * (decisions/0033). The rate cards are read per call, so an operator's edit counts at once.
 */
export const calculatorRoutes: FeaturePlugin = async (app, { context }) => {
  const options = { tags: ['calculators'], access: 'public' } as const;
  addRoute(app, endpoints.calcProfit, options, async (request) =>
    ok(calculateProfit(RateCards.load(), request.body, request.lang)),
  );
  addRoute(app, endpoints.calcFreight, options, async (request) =>
    ok(calculateFreight(RateCards.load(), request.body, request.lang)),
  );
  addRoute(app, endpoints.calcOptions, options, async (request) =>
    ok(calcOptions(RateCards.load(), request.lang)),
  );
  addRoute(app, endpoints.calcPrefill, options, async (request) => {
    checkMarketplace(request.body.marketplace);
    const product = await productPackage(await context.catalog(), request.body);
    return ok(prefillFrom(RateCards.load(), product));
  });
};
