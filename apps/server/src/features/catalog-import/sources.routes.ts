import { catalogImportEndpoints } from '@asinasin/contract';
import { warmDrawingIndex, warmMarkIndex, warmMiningIndex } from '../../catalog/index.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { describeSources } from './catalog-sources.js';
import { findDemoDataDir, importDemoData } from './demo-data.js';

/** The catalog's sources for everyone, and the demo data a new instance starts with. */
export const catalogSourcesRoutes: FeaturePlugin = async (app, { context }) => {
  let demoImport: Promise<void> | undefined;
  // The demo import runs beside the server, never in front of it: the site answers at once and the
  // catalog fills in within seconds (progress in the log). Then the marks, drawings and the newest
  // search terms are read for search and mining.
  app.addHook('onReady', async () => {
    const demoDir = context.config.DEMO_DATA ? findDemoDataDir() : undefined;
    demoImport = context
      .catalog()
      .then(async (catalog) => {
        if (demoDir) await importDemoData(catalog, demoDir, context.log);
        warmMarkIndex(catalog);
        warmDrawingIndex(catalog);
        warmMiningIndex(catalog);
      })
      .catch((error: unknown) => context.log.error({ err: error }, 'demo data import failed'));
  });
  app.addHook('onClose', async () => {
    await demoImport;
  });

  addRoute(app, catalogImportEndpoints.catalogSources, { tags: ['catalog'], access: 'public' }, async () =>
    ok(await describeSources(await context.catalog(), findDemoDataDir())),
  );
};
