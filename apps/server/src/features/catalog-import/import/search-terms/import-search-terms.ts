import fs from 'node:fs/promises';
import type { CatalogDb } from '../../../../platform/catalog/catalog-db.js';
import { FileFormatError } from '../decode-text.js';
import type { KindResult } from '../import-types.js';
import { stageCsvReport } from './import-csv-report.js';
import { stageJsonReport } from './import-json-report.js';
import { importChecked } from '../write-checked.js';
import { panelFormatOf, type PanelFormat } from './import-onsite-panel.js';
import { insertWideStage } from './search-terms.repository.js';

type Detected = 'sp-api-json' | 'seller-central-csv' | PanelFormat;

/** The format from the file's first bytes: a JSON report starts with `{`, a CSV says by its header. */
async function detectFormat(path: string): Promise<Detected> {
  const handle = await fs.open(path);
  const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
  await handle.close();
  const start = buffer
    .subarray(0, bytesRead)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (start === '') throw new FileFormatError('the file is empty');
  if (start.startsWith('{')) return 'sp-api-json';
  // Enough to recognise names; the importer reads the header properly.
  const header = start
    .split(/\r?\n/, 1)[0]!
    .split(',')
    .map((name) => name.trim().replace(/^"|"$/g, ''));
  return panelFormatOf(header) ?? 'seller-central-csv';
}

/**
 * An Amazon Brand Analytics Search Terms report, as the SP-API JSON or the Seller Central CSV,
 * read from disk without holding it in memory; the whole file is one transaction. The kind also
 * takes a clickstream panel's on-site search files, told apart by their header.
 */
export async function importSearchTerms(
  catalog: CatalogDb,
  path: string,
  options: { runId: number; marketplace?: string; now: Date; workDir: string; ownerId?: number },
): Promise<KindResult> {
  const format = await detectFormat(path);
  if (format === 'onsite-search-panel' || format === 'search-term-labels') {
    if (options.ownerId !== undefined)
      throw new FileFormatError("a seller's own rows take Brand Analytics reports only");
    const { marketplace, workDir } = options;
    return importChecked(catalog, { kind: format, path, marketplace, workDir }, options);
  }
  return catalog.transaction(async (tx) => {
    const staged =
      format === 'sp-api-json'
        ? await stageJsonReport(tx, path, options.marketplace)
        : await stageCsvReport(tx, path, options.marketplace);
    const duplicates = await insertWideStage(tx, options.runId, staged.period, options.ownerId);
    const rejected = staged.rejected + duplicates.count;
    return {
      format,
      read: staged.read,
      accepted: staged.read - rejected,
      rejected,
      reasons: [...staged.reasons, ...duplicates.reasons].sort((a, b) => a.line - b.line),
    };
  });
}
