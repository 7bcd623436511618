import crypto from 'node:crypto';
import {
  ErrorCode,
  IMAGE_LIMITS,
  type ImageBatch,
  type ImageEntry,
  type OptimizeOptions,
} from '@asinasin/contract';
import { zipSync } from 'fflate';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import { EXTENSIONS, type AcceptedImage } from '../../platform/images/index.js';
import { imageJob } from './image-job.js';
import { ImagesRepository, parseReport, toView, type ImageRow } from './images.repository.js';

/** A file name a seller gave, kept readable but harmless (it is only ever shown, and named in zips). */
export function cleanName(name: string | undefined, format: keyof typeof EXTENSIONS): string {
  const cleaned = (name ?? '')
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .trim()
    .slice(-120);
  return cleaned || `image.${EXTENSIONS[format]}`;
}

/** The image tools' work for one seller at a time (decisions/0034). */
export class ImagesService {
  private readonly repository: ImagesRepository;

  constructor(private readonly context: AppContext) {
    this.repository = new ImagesRepository(context.db);
  }

  /** Keeps an original the intake accepted: the file first, then its row; neither without the other. */
  async upload(userId: number, image: AcceptedImage, fileName: string | undefined): Promise<ImageEntry> {
    if ((await this.repository.countOriginals(userId)) >= IMAGE_LIMITS.maxOriginals) {
      throw AppError.badRequest('images.storeFull', { max: IMAGE_LIMITS.maxOriginals });
    }
    const key = `images/${userId}/${crypto.randomUUID()}.${EXTENSIONS[image.format]}`;
    await this.context.files.put(key, image.data);
    try {
      const row = await this.repository.insert({
        user_id: userId,
        original_id: null,
        batch_id: null,
        name: cleanName(fileName, image.format),
        format: image.format,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        file_key: key,
        created_at: Date.now(),
      });
      return { ...toView(row), report: null, results: [] };
    } catch (error) {
      await this.context.files.delete(key);
      throw error;
    }
  }

  private async entries(userId: number, originals: ImageRow[], results?: ImageRow[]): Promise<ImageEntry[]> {
    const made =
      results ??
      (await this.repository.results(
        userId,
        originals.map((row) => row.id),
      ));
    return originals.map((row) => ({
      ...toView(row),
      report: parseReport(row),
      results: made.filter((result) => result.original_id === row.id).map(toView),
    }));
  }

  async list(userId: number, page: number, pageSize: number) {
    const { list, total } = await this.repository.pageOfOriginals(userId, page, pageSize);
    return { list: await this.entries(userId, list), total };
  }

  /** The bytes and format of one of the seller's images. */
  async file(userId: number, id: number) {
    const row = await this.repository.find(userId, id);
    const data = row && (await this.context.files.find(row.file_key));
    if (!row || !data) throw new AppError(ErrorCode.NOT_FOUND, 'images.notFound');
    return { data, format: row.format as keyof typeof EXTENSIONS, name: row.name };
  }

  async remove(userId: number, id: number): Promise<void> {
    const keys = await this.repository.deleteOriginal(userId, id);
    if (!keys) throw new AppError(ErrorCode.NOT_FOUND, 'images.notFound');
    for (const key of keys) await this.context.files.delete(key);
  }

  /** Records the batch and queues its job in one transaction: both exist, or neither. */
  async start(
    userId: number,
    kind: 'check' | 'optimize',
    ids: number[],
    options: OptimizeOptions | null,
  ): Promise<ImageBatch> {
    const imageIds = [...new Set(ids)];
    const owned = await this.repository.originals(userId, imageIds);
    if (owned.length !== imageIds.length) throw new AppError(ErrorCode.NOT_FOUND, 'images.notFound');
    const id = crypto.randomUUID();
    await this.context.db.transaction().execute(async (trx) => {
      await this.repository.insertBatch(trx, { id, userId, kind, options, imageIds });
      await this.context.jobs.enqueue(
        imageJob,
        { batchId: id, userId, kind, imageIds, options },
        { id, trx, userId },
      );
    });
    return this.batch(userId, id);
  }

  async batch(userId: number, id: string): Promise<ImageBatch> {
    const row = await this.repository.findBatch(userId, id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'images.batchNotFound');
    const job = await this.context.jobs.find(id);
    const imageIds = JSON.parse(row.image_ids) as number[];
    const originals = new Map((await this.repository.originals(userId, imageIds)).map((r) => [r.id, r]));
    const ordered = imageIds.flatMap((imageId) => originals.get(imageId) ?? []);
    const kind = row.kind as ImageBatch['kind'];
    const results = kind === 'optimize' ? await this.repository.resultsOfBatch(userId, id) : [];
    const progress = job?.progress as { done?: number } | null | undefined;
    const state = job?.state ?? 'dead';
    return {
      id,
      kind,
      state,
      done: state === 'done' ? imageIds.length : Number(progress?.done ?? 0),
      total: imageIds.length,
      error: state === 'dead' ? (job?.error ?? 'internal error') : null,
      options: kind === 'optimize' ? (JSON.parse(row.options) as OptimizeOptions) : null,
      createdAt: Number(row.created_at),
      items: await this.entries(userId, ordered, results),
    };
  }

  /** A finished optimization's results in one zip, each under a name of its own. */
  async zip(userId: number, id: string): Promise<{ data: Buffer; name: string }> {
    const batch = await this.batch(userId, id);
    if (batch.kind !== 'optimize' || batch.state !== 'done')
      throw AppError.badRequest('images.batchNotReady');
    const entries: Record<string, Uint8Array> = {};
    for (const result of await this.repository.resultsOfBatch(userId, id)) {
      const data = await this.context.files.find(result.file_key);
      if (!data) continue;
      let name = result.name;
      for (let n = 2; name in entries; n++) name = result.name.replace(/(\.[^.]*)$/, `-${n}$1`);
      // Images are compressed already: stored (level 0) costs nothing and saves the CPU.
      entries[name] = data;
    }
    const data = Buffer.from(zipSync(entries, { level: 0 }));
    return {
      data,
      name: `images-${new Date(batch.createdAt).toISOString().slice(0, 10)}-${id.slice(0, 8)}.zip`,
    };
  }
}
