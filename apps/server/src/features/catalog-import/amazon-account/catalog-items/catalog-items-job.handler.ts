import type { JobHandler } from '../../../../platform/jobs/job-definition.js';
import { translate } from '../../../../platform/i18n/messages.js';
import { clientFor } from '../connection-client.js';
import { findConnectionById } from '../connections.repository.js';
import { toProblem } from '../sp-api-client.js';
import type { SyncServices } from '../sync-job.js';
import { SyncProblem } from '../sync-problem.js';
import type { CatalogItemsPayload } from './catalog-items-job.js';
import { importCatalogItems } from './import-catalog-items.js';

/**
 * Each attempt asks Amazon again for the whole list: an earlier attempt's rows are written again
 * as the same values (a product's key is its marketplace and ASIN), never twice. Amazon's refusals
 * (a revoked token, a denied role) end the job with the reason in the seller's language.
 */
const runCatalogItems: JobHandler<CatalogItemsPayload, SyncServices> = async (payload, job, services) => {
  const { lang } = payload;
  const row = await findConnectionById(services.context.db, payload.connectionId);
  if (!row) {
    const message = translate(lang, 'amazon.notFound');
    await job.progress({ phase: 'failed', problem: 'amazon.notFound', message });
    return;
  }
  try {
    const result = await importCatalogItems(
      services.catalog,
      clientFor(services.context, row),
      {
        marketplace: payload.marketplace,
        asins: payload.asins,
        source: `SP-API #${row.id} ${row.name}`,
        userId: payload.userId,
        connectionId: row.id,
      },
      { onProgress: (p) => job.progress({ phase: 'reading', ...p }) },
    );
    await job.progress({
      phase: 'done',
      done: payload.asins.length,
      total: payload.asins.length,
      imported: result.imported,
      unknown: result.unknown,
      message:
        result.unknown.length === 0
          ? translate(lang, 'amazon.catalogItemsAllRead', { imported: result.imported.length })
          : translate(lang, 'amazon.catalogItemsDone', {
              imported: result.imported.length,
              unknown: result.unknown.join(', '),
            }),
    });
  } catch (error) {
    const problem = error instanceof SyncProblem ? error : toProblem(error, 'report');
    if (!(problem instanceof SyncProblem)) throw error;
    await job.progress({
      phase: 'failed',
      problem: problem.key,
      message: translate(lang, problem.key, problem.params),
    });
  }
};
export default runCatalogItems;
