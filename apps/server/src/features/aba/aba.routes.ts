import { abaEndpoints as endpoints } from '@asinasin/contract';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import {
  rankMovers,
  productsFromTerms,
  researchTerm,
  browseTerms,
  importedPeriods,
  opportunityTerms,
} from '../../catalog/index.js';

/**
 * The Brand Analytics screens' calls (decisions/0024): each names a marketplace and its period(s)
 * and pages its answer; each needs a signed-in seller.
 */
export const abaRoutes: FeaturePlugin = async (app, { context }) => {
  const seller = { tags: ['research'], access: 'user' } as const;

  addRoute(app, endpoints.abaPeriods, seller, async (request) =>
    ok({ periods: await importedPeriods(await context.catalog(), request.body.marketplace) }),
  );

  addRoute(app, endpoints.abaBrowse, seller, async (request) =>
    ok(await browseTerms(await context.catalog(), request.body)),
  );

  addRoute(app, endpoints.abaMovers, seller, async (request) =>
    ok(await rankMovers(await context.catalog(), request.body)),
  );

  addRoute(app, endpoints.abaOpportunities, seller, async (request) =>
    ok(await opportunityTerms(await context.catalog(), request.body)),
  );

  addRoute(app, endpoints.abaProducts, seller, async (request) =>
    ok(await productsFromTerms(await context.catalog(), request.body)),
  );

  addRoute(app, endpoints.abaTerm, seller, async (request) =>
    ok(await researchTerm(await context.catalog(), request.body)),
  );
};
