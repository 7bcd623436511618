import { marketsEndpoints as endpoints } from '@asinasin/contract';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import { marketDetail, findNiches, categoryChildren, rankMarkets } from '../../catalog/index.js';

/** Hot markets (decisions/0021): the category tree, the ranking, keyword niches and one market. */
export const marketRoutes: FeaturePlugin = async (app, { context }) => {
  const seller = { tags: ['research'], access: 'user' } as const;

  addRoute(app, endpoints.categoryTree, seller, async (request) =>
    ok(await categoryChildren(await context.catalog(), request.query)),
  );

  addRoute(app, endpoints.marketRanking, seller, async (request) =>
    ok(await rankMarkets(await context.catalog(), request.query)),
  );

  addRoute(app, endpoints.marketNiches, seller, async (request) =>
    ok(await findNiches(await context.catalog(), request.body)),
  );

  addRoute(app, endpoints.marketDetail, seller, async (request) =>
    ok(await marketDetail(await context.catalog(), request.body)),
  );
};
