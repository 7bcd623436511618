import fs from 'node:fs/promises';
import type { CatalogDb } from '../../../../platform/catalog/catalog-db.js';
import type { KindResult } from '../import-file.js';
import { stageCsvReport } from './import-csv-report.js';
import { stageJsonReport } from './import-json-report.js';
import { insertWideStage } from './search-terms.repository.js';

async function startsWithBrace(path: string): Promise<boolean> {
  const handle = await fs.open(path);
  const { buffer, bytesRead } = await handle.read(Buffer.alloc(1024), 0, 1024, 0);
  await handle.close();
  return buffer
    .subarray(0, bytesRead)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('{');
}

/**
 * An Amazon Brand Analytics Search Terms report, as the SP-API JSON or the Seller Central CSV,
 * read from disk without holding it in memory; the whole file is one transaction.
 */
export async function importSearchTerms(
  catalog: CatalogDb,
  path: string,
  options: { runId: number; marketplace?: string },
): Promise<KindResult> {
  const isJson = await startsWithBrace(path);
  return catalog.transaction(async (tx) => {
    const staged = isJson
      ? await stageJsonReport(tx, path, options.marketplace)
      : await stageCsvReport(tx, path, options.marketplace);
    const duplicates = await insertWideStage(tx, options.runId, staged.period);
    const rejected = staged.rejected + duplicates.count;
    return {
      format: isJson ? 'sp-api-json' : 'seller-central-csv',
      read: staged.read,
      accepted: staged.read - rejected,
      rejected,
      reasons: [...staged.reasons, ...duplicates.reasons].sort((a, b) => a.line - b.line),
    };
  });
}
