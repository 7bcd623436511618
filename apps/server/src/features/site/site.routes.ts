import { siteEndpoints } from '@asinasin/contract';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { getSiteConfig, getSiteStats } from './site.service.js';

export const siteRoutes: FeaturePlugin = async (app, { context }) => {
  const options = { tags: ['site'], access: 'public' } as const;
  addRoute(app, siteEndpoints.siteStats, options, async () => ok(await getSiteStats(context)));
  addRoute(app, siteEndpoints.siteConfig, options, async () => ok(getSiteConfig(context.config)));
};
