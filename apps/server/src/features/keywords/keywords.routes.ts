import {
  API,
  keywordMineQuery,
  keywordMineResponse,
  keywordReverseQuery,
  keywordReverseResponse,
  searchThreeQuery,
  searchThreeResponse,
} from '@asinasin/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsv } from '../../platform/http/csv-download.js';
import { ok } from '../../platform/http/envelope.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { mineCsv, reverseCsv } from './keywords-csv.js';
import { searchThree, mineKeywords, resolvePeriod, reverseAsins } from '../../catalog/index.js';

const tags = ['research'];

/**
 * Keyword mining, reverse ASIN lookup (each with a streamed CSV of the whole result) and the
 * research search box (decisions/0023); each needs a signed-in seller.
 */
export const keywordRoutes: FeaturePlugin = async (app, { context }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    API.searchThree,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Search box: up to ten search terms, products and category paths for what was typed',
        body: searchThreeQuery,
        response: { 200: searchThreeResponse },
      },
    },
    async (request) =>
      ok(await searchThree(await context.catalog(), request.body.field, request.body.marketplace)),
  );

  r.post(
    API.keywordMine,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Keyword mining: related search terms of a seed, one page, with word roots and trends',
        body: keywordMineQuery,
        response: { 200: keywordMineResponse },
      },
    },
    async (request) => ok(await mineKeywords(await context.catalog(), request.body)),
  );

  r.post(
    API.keywordMineCsv,
    {
      onRequest: app.requireUser,
      schema: { tags, summary: 'Keyword mining: the whole result as CSV (streamed)', body: keywordMineQuery },
    },
    async (request, reply) => {
      const catalog = await context.catalog();
      const { period, sources } = await resolvePeriod(catalog, request.body);
      const csv = mineCsv(catalog, request.body, sources.length ? period : null, request.lang);
      return sendCsv(reply, csv.fileName, csv.columns, csv.chunks);
    },
  );

  r.post(
    API.keywordReverse,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Reverse ASIN: the terms whose top three clicked products include the ASINs',
        body: keywordReverseQuery,
        response: { 200: keywordReverseResponse },
      },
    },
    async (request) => ok(await reverseAsins(await context.catalog(), request.body)),
  );

  r.post(
    API.keywordReverseCsv,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Reverse ASIN: the whole result as CSV (streamed)',
        body: keywordReverseQuery,
      },
    },
    async (request, reply) => {
      const catalog = await context.catalog();
      const { period, sources } = await resolvePeriod(catalog, request.body);
      const csv = reverseCsv(catalog, request.body, sources.length ? period : null, request.lang);
      return sendCsv(reply, csv.fileName, csv.columns, csv.chunks);
    },
  );
};
