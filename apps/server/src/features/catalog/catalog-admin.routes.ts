import fsp from 'node:fs/promises';
import {
  API,
  ErrorCode,
  importQuery,
  importRunQuery,
  importRunResponse,
  importRunsQuery,
  importRunsResponse,
  importStartedResponse,
  MAX_IMPORT_BYTES,
  type ImportQuery,
} from '@asinasin/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminGuard } from '../../platform/auth/admin.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { beginImport, type ImportSummary } from './import/import-file.js';
import { findRun, listRuns } from './import/import-runs.repository.js';
import { receiveImportFile, tooLarge } from './receive-upload.js';

/** A declared size over the limit is refused before a byte of the body is read. */
async function refuseDeclaredTooLarge(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES) throw tooLarge();
}

export const catalogAdminRoutes: FeaturePlugin = async (app, { context }) => {
  const requireAdmin = adminGuard(context, app.requireUser);
  const running = new Set<Promise<ImportSummary>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  r.post(
    API.adminImport,
    {
      onRequest: [refuseDeclaredTooLarge, requireAdmin],
      schema: {
        tags,
        summary:
          'Import a file into the catalog (operator only; multipart field "file"); answers at once with the run',
        consumes: ['multipart/form-data'],
        querystring: importQuery,
        response: { 200: importStartedResponse },
      },
    },
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
          userId: request.auth?.userId,
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

  r.get(
    API.adminImportRun,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'One import run (operator only)',
        querystring: importRunQuery,
        response: { 200: importRunResponse },
      },
    },
    async (request) => {
      const run = await findRun(await context.catalog(), request.query.id);
      if (!run) throw new AppError(ErrorCode.NOT_FOUND, 'catalog.runNotFound', { id: request.query.id });
      return ok(run);
    },
  );

  r.get(
    API.adminImportRuns,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Import runs, newest first (operator only)',
        querystring: importRunsQuery,
        response: { 200: importRunsResponse },
      },
    },
    async (request) => ok(await listRuns(await context.catalog(), request.query)),
  );
};
