import fsp from 'node:fs/promises';
import {
  catalogImportEndpoints as endpoints,
  ErrorCode,
  MAX_IMPORT_BYTES,
  type ImportQuery,
} from '@asinasin/contract';
import type { FastifyRequest } from 'fastify';
import { policyGuard } from '../../platform/auth/admin.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { findRun, listRuns } from './import/import-runs.repository.js';
import { startImport, stopImportWorker } from './import/import-runs.service.js';
import { receiveImportFile, tooLarge } from './receive-upload.js';

/** A declared size over the limit is refused before a byte of the body is read. */
async function refuseDeclaredTooLarge(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES) throw tooLarge();
}

export const catalogImportRoutes: FeaturePlugin = async (app, { context }) => {
  const importer = { guard: policyGuard(context.secret, app.requireUser, 'import', 'catalog') };
  const reader = { guard: policyGuard(context.secret, app.requireUser, 'read', 'catalog') };
  // The import running when the server closes ends first; the jobs left wait for the next start.
  app.addHook('onClose', () => stopImportWorker(context));
  const tags = ['catalog'];

  addRoute(
    app,
    endpoints.adminImport,
    { tags, access: importer, onRequest: [refuseDeclaredTooLarge] },
    async (request) => {
      const query: ImportQuery = request.query;
      const upload = await receiveImportFile(request);
      try {
        // The import goes on after the answer, as a job (decisions/0027); its run shows the
        // progress and the outcome, and the file goes when the run ends.
        const runId = await startImport(context, {
          kind: query.kind,
          fileName: upload.fileName,
          path: upload.path,
          uploadDir: upload.dir,
          checksum: upload.checksum,
          marketplace: query.marketplace,
          from: query.from,
          to: query.to,
          userId: request.user?.id,
        });
        return ok({ runId });
      } catch (error) {
        await fsp.rm(upload.dir, { recursive: true, force: true });
        throw error;
      }
    },
  );

  addRoute(app, endpoints.adminImportRun, { tags, access: reader }, async (request) => {
    const run = await findRun(await context.catalog(), request.query.id);
    if (!run) throw new AppError(ErrorCode.NOT_FOUND, 'catalog.runNotFound', { id: request.query.id });
    return ok(run);
  });

  addRoute(app, endpoints.adminImportRuns, { tags, access: reader }, async (request) =>
    ok(await listRuns(await context.catalog(), request.query)),
  );
};
