import { abaEndpoints as endpoints, type TermsScope } from '@asinasin/contract';
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
  termsTable,
} from '../../catalog/index.js';

/**
 * The Brand Analytics screens' calls (decisions/0024): each names a marketplace and its period(s)
 * and pages its answer; each needs a signed-in seller. Each reads the search terms its `scope`
 * asks: the shared catalog, the seller's own account's rows, or both (decisions/0044).
 */
export const abaRoutes: FeaturePlugin = async (app, { context }) => {
  const seller = { tags: ['research'], access: 'user' } as const;

  /** The catalog and the table expression of the rows this seller may read in this scope. */
  const viewOf = async (request: { user: { id: number }; body: { scope: TermsScope } }) => {
    const catalog = await context.catalog();
    return {
      catalog,
      table: await termsTable(catalog, { userId: request.user.id, scope: request.body.scope }),
    };
  };

  addRoute(app, endpoints.abaPeriods, seller, async (request) => {
    const { catalog, table } = await viewOf(request);
    return ok({ periods: await importedPeriods(catalog, request.body.marketplace, table) });
  });

  addRoute(app, endpoints.abaBrowse, seller, async (request) => {
    const { catalog, table } = await viewOf(request);
    return ok(await browseTerms(catalog, request.body, table));
  });

  addRoute(app, endpoints.abaMovers, seller, async (request) => {
    const { catalog, table } = await viewOf(request);
    return ok(await rankMovers(catalog, request.body, table));
  });

  addRoute(app, endpoints.abaOpportunities, seller, async (request) => {
    const { catalog, table } = await viewOf(request);
    return ok(await opportunityTerms(catalog, request.body, table));
  });

  addRoute(app, endpoints.abaProducts, seller, async (request) => {
    const { catalog, table } = await viewOf(request);
    return ok(await productsFromTerms(catalog, request.body, table));
  });

  addRoute(app, endpoints.abaTerm, seller, async (request) => {
    const { catalog, table } = await viewOf(request);
    return ok(await researchTerm(catalog, request.body, table));
  });
};
