import { keywordsEndpoints as endpoints } from '@asinasin/contract';
import { sendCsv } from '../../platform/http/csv-download.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { mineCsv, reverseCsv } from './keywords-csv.js';
import { searchThree, mineKeywords, resolvePeriod, reverseAsins } from '../../catalog/index.js';

/**
 * Keyword mining, reverse ASIN lookup (each with a streamed CSV of the whole result) and the
 * research search box (decisions/0023); each needs a signed-in seller.
 */
export const keywordRoutes: FeaturePlugin = async (app, { context }) => {
  const seller = { tags: ['research'], access: 'user' } as const;

  addRoute(app, endpoints.searchThree, seller, async (request) =>
    ok(await searchThree(await context.catalog(), request.body.field, request.body.marketplace)),
  );

  addRoute(app, endpoints.keywordMine, seller, async (request) =>
    ok(await mineKeywords(await context.catalog(), request.body)),
  );

  addRoute(app, endpoints.keywordMineCsv, seller, async (request, reply) => {
    const catalog = await context.catalog();
    const { period, sources } = await resolvePeriod(catalog, request.body);
    const csv = mineCsv(catalog, request.body, sources.length ? period : null, request.lang);
    return sendCsv(reply, csv.fileName, csv.columns, csv.chunks);
  });

  addRoute(app, endpoints.keywordReverse, seller, async (request) =>
    ok(await reverseAsins(await context.catalog(), request.body)),
  );

  addRoute(app, endpoints.keywordReverseCsv, seller, async (request, reply) => {
    const catalog = await context.catalog();
    const { period, sources } = await resolvePeriod(catalog, request.body);
    const csv = reverseCsv(catalog, request.body, sources.length ? period : null, request.lang);
    return sendCsv(reply, csv.fileName, csv.columns, csv.chunks);
  });
};
