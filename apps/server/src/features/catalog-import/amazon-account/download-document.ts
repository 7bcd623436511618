import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { SyncProblem } from './sync-problem.js';

/**
 * Streams a report document from its pre-signed URL to a file, gunzipped on the way when Amazon
 * says GZIP (getReportDocument's compressionAlgorithm): never held in memory, whatever its size.
 * A document cut short fails gunzip's check, and the partial file is left for the caller to remove.
 */
export async function downloadDocument(
  url: string,
  file: string,
  options: { gzip: boolean; signal: AbortSignal },
): Promise<void> {
  const response = await fetch(url, { signal: options.signal });
  if (!response.ok || !response.body) {
    throw new SyncProblem('amazon.documentTruncated', { reason: `HTTP ${response.status}` });
  }
  const body = Readable.fromWeb(response.body as ReadableStream);
  try {
    if (options.gzip) await pipeline(body, zlib.createGunzip(), fs.createWriteStream(file));
    else await pipeline(body, fs.createWriteStream(file));
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new SyncProblem('amazon.documentTruncated', { reason: (error as Error).message });
  }
}
