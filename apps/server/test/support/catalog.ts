import type { ImportKind } from '@asinasin/contract';
import type { App } from '../../src/app.js';
import { importFile, type ImportSummary } from '../../src/features/catalog-import/import/import-file.js';

/** Puts a file into a test app's catalog through the real import pipeline, as the CLI would. */
export async function importIntoCatalog(
  app: App,
  kind: ImportKind,
  text: string,
  options: { fileName?: string; marketplace?: string } = {},
): Promise<ImportSummary> {
  return importFile(await app.context.catalog(), {
    kind,
    fileName: options.fileName ?? `${kind}.csv`,
    marketplace: options.marketplace,
    bytes: Buffer.from(text),
  });
}
