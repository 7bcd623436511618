import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { catalogSourcesSchema, IMPORT_KINDS } from '@asinasin/contract';
import { z } from 'zod';
import type { CatalogDb } from '../../platform/catalog/catalog-db.js';
import { findShippedData } from '../../platform/shipped-data.js';
import { importFile } from './import/import-file.js';

/** A shipped source as the "About the data" page shows it, with the files to import instead of their counts. */
const manifestSchema = z.object({
  sources: z.array(
    catalogSourcesSchema.shape.shipped.element
      .omit({ files: true })
      .extend({ files: z.array(z.object({ kind: z.enum(IMPORT_KINDS), path: z.string() })) }),
  ),
});
export type DemoManifest = z.infer<typeof manifestSchema>;

/** data/demo of the checkout this server runs from. */
export function findDemoDataDir(): string | undefined {
  return findShippedData('demo', 'manifest.json');
}

export async function readDemoManifest(demoDir: string): Promise<DemoManifest> {
  return manifestSchema.parse(JSON.parse(await fs.readFile(path.join(demoDir, 'manifest.json'), 'utf8')));
}

/**
 * On a catalog that never imported anything, imports the shipped demo data through the same
 * pipeline as the CLI, one file at a time, saying how far it got in the log.
 */
export async function importDemoData(
  catalog: CatalogDb,
  demoDir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const [runs] = await catalog.all<{ n: number }>('select count(*) as n from import_runs');
  if (runs!.n > 0) return;
  const manifest = await readDemoManifest(demoDir);
  const files = manifest.sources.flatMap((source) => source.files.map((file) => ({ source, file })));
  for (const [index, { source, file }] of files.entries()) {
    log.info(`demo data ${index + 1}/${files.length}: importing ${file.path}`);
    const summary = await importFile(catalog, {
      kind: file.kind,
      fileName: file.path,
      bytes: await fs.readFile(path.join(demoDir, file.path)),
      marketplace: source.marketplace,
    });
    log.info(
      {
        runId: summary.runId,
        status: summary.status,
        accepted: summary.accepted,
        rejected: summary.rejected,
      },
      `demo data ${index + 1}/${files.length}: ${file.path} ${summary.status}`,
    );
  }
}
