import {
  API,
  abaBrowseQuery,
  abaMoversQuery,
  abaMoversResponse,
  abaOpportunitiesQuery,
  abaPeriodsQuery,
  abaPeriodsResponse,
  abaProductsQuery,
  abaProductsResponse,
  abaTermQuery,
  abaTermResponse,
  abaTermsResponse,
} from '@asinasin/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import {
  rankMovers,
  productsFromTerms,
  researchTerm,
  browseTerms,
  importedPeriods,
  opportunityTerms,
} from '../../catalog/index.js';

const tags = ['research'];

/**
 * The Brand Analytics screens' calls (decisions/0024): each names a marketplace and its period(s)
 * and pages its answer; each needs a signed-in seller.
 */
export const abaRoutes: FeaturePlugin = async (app, { context }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { onRequest: app.requireUser };

  r.post(
    API.abaPeriods,
    {
      ...user,
      schema: {
        tags,
        summary: 'Brand Analytics: the imported departments and periods of a marketplace, with their imports',
        body: abaPeriodsQuery,
        response: { 200: abaPeriodsResponse },
      },
    },
    async (request) =>
      ok({ periods: await importedPeriods(await context.catalog(), request.body.marketplace) }),
  );

  r.post(
    API.abaBrowse,
    {
      ...user,
      schema: {
        tags,
        summary: "Brand Analytics: one page of a department and period's terms, filtered and sorted",
        body: abaBrowseQuery,
        response: { 200: abaTermsResponse },
      },
    },
    async (request) => ok(await browseTerms(await context.catalog(), request.body)),
  );

  r.post(
    API.abaMovers,
    {
      ...user,
      schema: {
        tags,
        summary: 'Brand Analytics: terms that rose, fell or are new between two periods of a department',
        body: abaMoversQuery,
        response: { 200: abaMoversResponse },
      },
    },
    async (request) => ok(await rankMovers(await context.catalog(), request.body)),
  );

  r.post(
    API.abaOpportunities,
    {
      ...user,
      schema: {
        tags,
        summary: 'Brand Analytics: well-ranked terms whose top three clicked products take few clicks',
        body: abaOpportunitiesQuery,
        response: { 200: abaTermsResponse },
      },
    },
    async (request) => ok(await opportunityTerms(await context.catalog(), request.body)),
  );

  r.post(
    API.abaProducts,
    {
      ...user,
      schema: {
        tags,
        summary:
          "Brand Analytics: the products among the filtered terms' top clicked, with the catalog's data",
        body: abaProductsQuery,
        response: { 200: abaProductsResponse },
      },
    },
    async (request) => ok(await productsFromTerms(await context.catalog(), request.body)),
  );

  r.post(
    API.abaTerm,
    {
      ...user,
      schema: {
        tags,
        summary:
          'Brand Analytics: one term over every imported period, with its top clicked and related terms',
        body: abaTermQuery,
        response: { 200: abaTermResponse },
      },
    },
    async (request) => ok(await researchTerm(await context.catalog(), request.body)),
  );
};
