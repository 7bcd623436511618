import {
  API,
  categoryTreeQuery,
  categoryTreeResponse,
  marketDetailQuery,
  marketDetailResponse,
  marketRankingQuery,
  marketRankingResponse,
  nicheQuery,
  nicheResponse,
} from '@asinasin/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { ok } from '../../platform/http/envelope.js';
import { marketDetail, findNiches, categoryChildren, rankMarkets } from '../../catalog/index.js';

const tags = ['research'];

/** Hot markets (decisions/0021): the category tree, the ranking, keyword niches and one market. */
export const marketRoutes: FeaturePlugin = async (app, { context }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.categoryTree,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The catalog's category tree: a node's children (or the roots) with product counts",
        querystring: categoryTreeQuery,
        response: { 200: categoryTreeResponse },
      },
    },
    async (request) => ok(await categoryChildren(await context.catalog(), request.query)),
  );

  r.get(
    API.marketRanking,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Hot markets: category nodes ranked by the market metrics, filtered, one page',
        querystring: marketRankingQuery,
        response: { 200: marketRankingResponse },
      },
    },
    async (request) => ok(await rankMarkets(await context.catalog(), request.query)),
  );

  r.post(
    API.marketNiches,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Keyword niches: the keyword's market and its related search terms' markets",
        body: nicheQuery,
        response: { 200: nicheResponse },
      },
    },
    async (request) => ok(await findNiches(await context.catalog(), request.body)),
  );

  r.post(
    API.marketDetail,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "One market's detail: its metrics, top products and distributions",
        body: marketDetailQuery,
        response: { 200: marketDetailResponse },
      },
    },
    async (request) => ok(await marketDetail(await context.catalog(), request.body)),
  );
};
