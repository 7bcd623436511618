import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ErrorCode, MAX_IMPORT_BYTES } from '@asinasin/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';

export const tooLarge = () =>
  new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'catalog.fileTooLarge', { limit: '512 MB' });

/** An uploaded file on disk, in a folder of its own that the caller removes when done with it. */
export interface ReceivedFile {
  fileName: string;
  path: string;
  /** sha256 of the bytes, taken as they arrived */
  checksum: string;
  dir: string;
}

/**
 * Streams the multipart field "file" to a temporary file, hashing it on the way: a file of
 * hundreds of MB never sits in memory, and no step of its arrival holds the event loop.
 */
export async function receiveImportFile(request: FastifyRequest): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw AppError.badRequest('catalog.fileMissing');
  const file = await request
    .file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } })
    .catch(() => undefined);
  if (!file || file.fieldname !== 'file') throw AppError.badRequest('catalog.fileMissing');
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'asinasin-upload-'));
  const target = path.join(dir, 'upload');
  const hash = crypto.createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(file.file, hashing, fs.createWriteStream(target));
    // Past the limit the stream stops early and says so.
    if (file.file.truncated) throw tooLarge();
  } catch (error) {
    await fsp.rm(dir, { recursive: true, force: true });
    const isTooLarge = error instanceof request.server.multipartErrors.RequestFileTooLargeError;
    if (isTooLarge || (error instanceof AppError && error.code === ErrorCode.PAYLOAD_TOO_LARGE)) {
      throw tooLarge();
    }
    throw AppError.badRequest('common.uploadIncomplete');
  }
  return { fileName: file.filename || 'upload', path: target, checksum: hash.digest('hex'), dir };
}
