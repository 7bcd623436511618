import crypto from 'node:crypto';
import { EXTENSIONS } from '../../platform/images/index.js';
import type { JobHandler } from '../../platform/jobs/job-definition.js';
import { checkMainImage } from './compliance.js';
import type { ImageJobPayload, ImageJobServices } from './image-job.js';
import { ImagesRepository, type ImageRow } from './images.repository.js';
import { optimizeImage } from './optimize.js';

/** A result's name: the original's, with the square's size and the new format's extension. */
export function resultName(original: string, size: number, format: keyof typeof EXTENSIONS): string {
  const base = original.replace(/\.[^.]*$/, '') || 'image';
  return `${base}-${size}.${EXTENSIONS[format]}`;
}

const run: JobHandler<ImageJobPayload, ImageJobServices> = async (payload, job, { db, files }) => {
  const repository = new ImagesRepository(db);
  const { userId, batchId, imageIds } = payload;
  // A retry starts the batch again: what an interrupted run made is removed first.
  if (payload.kind === 'optimize') {
    for (const key of await repository.deleteBatchResults(userId, batchId)) await files.delete(key);
  }
  const originals = new Map((await repository.originals(userId, imageIds)).map((row) => [row.id, row]));
  let done = 0;
  await job.progress({ done, total: imageIds.length });
  for (const id of imageIds) {
    job.signal.throwIfAborted();
    const original = originals.get(id);
    // An original deleted since the batch started is skipped, not an error.
    const data = original && (await files.find(original.file_key));
    if (original && data) {
      if (payload.kind === 'check') {
        await repository.setReport(userId, id, await checkMainImage(data, original));
      } else {
        await storeResult(original, data);
      }
    }
    done++;
    await job.progress({ done, total: imageIds.length });
  }

  async function storeResult(original: ImageRow, data: Buffer) {
    const options = payload.options!;
    const result = await optimizeImage(data, options);
    const key = `images/${userId}/${crypto.randomUUID()}.${EXTENSIONS[result.format]}`;
    await files.put(key, result.data);
    try {
      await repository.insert({
        user_id: userId,
        original_id: original.id,
        batch_id: batchId,
        name: resultName(original.name, options.size, result.format),
        format: result.format,
        width: result.width,
        height: result.height,
        bytes: result.data.length,
        file_key: key,
        created_at: Date.now(),
      });
    } catch (error) {
      // No file without its row: a seller could never see or delete it.
      await files.delete(key);
      throw error;
    }
  }
};
export default run;
