import fsp from 'node:fs/promises';
import {
  catalogAdminEndpoints as endpoints,
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
import { beginImport, type ImportSummary } from './import/import-file.js';
import { findRun, listRuns } from './import/import-runs.repository.js';
import { receiveImportFile, tooLarge } from './receive-upload.js';

/** A declared size over the limit is refused before a byte of the body is read. */
async function refuseDeclaredTooLarge(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES) throw tooLarge();
}

export const catalogAdminRoutes: FeaturePlugin = async (app, { context }) => {
  const importer = { guard: policyGuard(context.secret, app.requireUser, 'import', 'catalog') };
  const reader = { guard: policyGuard(context.secret, app.requireUser, 'read', 'catalog') };
  const running = new Set<Promise<ImportSummary>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  const tags = ['catalog'];

  addRoute(
    app,
    endpoints.adminImport,
    { tags, access: importer, onRequest: [refuseDeclaredTooLarge] },
    async (request) => {
      const query: ImportQuery = request.query;
      const upload = await receiveImportFile(request);
      const removeUpload = () => fsp.rm(upload.dir, { recursive: true, force: true });
      let started: Awaited<ReturnType<typeof beginImport>>;
      try {
        started = await beginImport(await context.catalog(), {
          kind: query.kind,
          fileName: upload.fileName,
          path: upload.path,
          checksum: upload.checksum,
          marketplace: query.marketplace,
          from: query.from,
          to: query.to,
          userId: request.user?.id,
        });
      } catch (error) {
        await removeUpload();
        throw error;
      }
      const { runId, done } = started;
      // The import goes on after the answer (the file is on disk); its run shows the progress and
      // the outcome, and the file goes when the run ends.
      const tracked = done
        .catch((error: unknown) => {
          context.log.error({ err: error, runId }, 'catalog import failed');
          throw error;
        })
        .finally(removeUpload);
      running.add(tracked);
      void tracked.finally(() => running.delete(tracked)).catch(() => undefined);
      return ok({ runId });
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
