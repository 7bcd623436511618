import { API, siteConfigResponse, siteStatsResponse } from '@asinasin/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { getSiteConfig, getSiteStats } from './site.service.js';

export const siteRoutes: FeaturePlugin = async (app, { context }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.siteStats,
    {
      schema: {
        tags: ['site'],
        summary: 'Public counts of this instance for the footer',
        response: { 200: siteStatsResponse },
      },
    },
    async () => ok(await getSiteStats(context)),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    API.siteConfig,
    {
      schema: {
        tags: ['site'],
        summary: "The operator's details: address, contact, QR links, extension file",
        response: { 200: siteConfigResponse },
      },
    },
    async () => ok(getSiteConfig(context.config)),
  );
};
