import { catalogImportEndpoints } from '@asinasin/contract';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { describeSources } from './catalog-sources.js';
import { findDemoDataDir, importDemoData } from './demo-data.js';

/** The catalog's sources for everyone, and the demo data a new instance starts with. */
export const catalogSourcesRoutes: FeaturePlugin = async (app, { context }) => {
  let demoImport: Promise<void> | undefined;
  // The demo import runs beside the server, never in front of it: the site answers at once and the
  // catalog fills in within seconds (progress in the log).
  app.addHook('onReady', async () => {
    const demoDir = context.config.DEMO_DATA ? findDemoDataDir() : undefined;
    if (!demoDir) return;
    demoImport = context
      .catalog()
      .then((catalog) => importDemoData(catalog, demoDir, context.log))
      .catch((error: unknown) => context.log.error({ err: error }, 'demo data import failed'));
  });
  app.addHook('onClose', async () => {
    await demoImport;
  });

  addRoute(app, catalogImportEndpoints.catalogSources, { tags: ['catalog'], access: 'public' }, async () =>
    ok(await describeSources(await context.catalog(), findDemoDataDir())),
  );
};
