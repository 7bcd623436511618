import { keywordsEndpoints as endpoints, type TermsScope } from '@asinasin/contract';
import type { CatalogDb } from '../../platform/catalog/catalog-db.js';
import { sendCsv } from '../../platform/http/csv-download.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { mineCsv, reverseCsv } from './keywords-csv.js';
import {
  mineKeywords,
  ownFunnel,
  ownTermFunnel,
  resolvePeriod,
  reverseAsins,
  searchThree,
  termsTable,
} from '../../catalog/index.js';

/**
 * Keyword mining, reverse ASIN lookup (each with a streamed CSV of the whole result) and the
 * research search box (decisions/0023); each needs a signed-in seller.
 */
export const keywordRoutes: FeaturePlugin = async (app, { context }) => {
  const seller = { tags: ['research'], access: 'user' } as const;

  addRoute(app, endpoints.searchThree, seller, async (request) =>
    ok(await searchThree(await context.catalog(), request.body.field, request.body.marketplace)),
  );

  // The shared catalog plus the seller's own account's rows, as the scope asks (decisions/0044).
  const tableOf = (catalog: CatalogDb, request: { user: { id: number }; body: { scope: TermsScope } }) =>
    termsTable(catalog, { userId: request.user.id, scope: request.body.scope });

  addRoute(app, endpoints.keywordMine, seller, async (request) => {
    const catalog = await context.catalog();
    return ok(await mineKeywords(catalog, request.body, await tableOf(catalog, request)));
  });

  addRoute(app, endpoints.keywordMineCsv, seller, async (request, reply) => {
    const catalog = await context.catalog();
    const table = await tableOf(catalog, request);
    const { period, sources } = await resolvePeriod(catalog, request.body, table);
    const csv = mineCsv(catalog, request.body, sources.length ? period : null, request.lang, table);
    return sendCsv(reply, csv.fileName, csv.columns, csv.chunks);
  });

  addRoute(app, endpoints.keywordReverse, seller, async (request) => {
    const catalog = await context.catalog();
    return ok(await reverseAsins(catalog, request.body, await tableOf(catalog, request)));
  });

  addRoute(app, endpoints.keywordReverseCsv, seller, async (request, reply) => {
    const catalog = await context.catalog();
    const table = await tableOf(catalog, request);
    const { period, sources } = await resolvePeriod(catalog, request.body, table);
    const csv = reverseCsv(catalog, request.body, sources.length ? period : null, request.lang, table);
    return sendCsv(reply, csv.fileName, csv.columns, csv.chunks);
  });

  // The seller's own funnel reads their own rows alone: the owner is the session's (decisions/0044).
  addRoute(app, endpoints.keywordOwnFunnel, seller, async (request) => {
    const { marketplace, asin, period } = request.body;
    const query = { ownerId: request.user.id, marketplace, asin, period };
    return ok(await ownFunnel(await context.catalog(), query));
  });
  addRoute(app, endpoints.keywordOwnTermFunnel, seller, async (request) => {
    const query = { ...request.body, ownerId: request.user.id };
    return ok(await ownTermFunnel(await context.catalog(), query));
  });
};
