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

const tooLarge = () => new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'catalog.fileTooLarge', { limit: '512 MB' });

/** A declared size over the limit is refused before a byte of the body is read. */
async function refuseDeclaredTooLarge(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES) throw tooLarge();
}

async function readImportFile(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw AppError.badRequest('catalog.fileMissing');
  const file = await request
    .file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } })
    .catch(() => undefined);
  if (!file || file.fieldname !== 'file') throw AppError.badRequest('catalog.fileMissing');
  try {
    return { fileName: file.filename || 'upload', bytes: await file.toBuffer() };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    throw AppError.badRequest('common.uploadIncomplete');
  }
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
      const { fileName, bytes } = await readImportFile(request);
      const catalog = await context.catalog();
      const { runId, done } = await beginImport(catalog, {
        kind: query.kind,
        fileName,
        bytes,
        marketplace: query.marketplace,
        from: query.from,
        to: query.to,
        userId: request.auth?.userId,
      });
      // The import goes on after the answer; its run shows the progress and the outcome.
      const tracked = done.catch((error: unknown) => {
        context.log.error({ err: error, runId }, 'catalog import failed');
        throw error;
      });
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
