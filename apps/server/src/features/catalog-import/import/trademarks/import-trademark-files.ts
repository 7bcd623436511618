import fs from 'node:fs/promises';
import path from 'node:path';
import { blobValue } from '@duckdb/node-api';
import { describeDrawing, type DrawingFeatures } from '../../../../catalog/index.js';
import type { CatalogDb, CatalogTx } from '../../../../platform/catalog/catalog-db.js';
import { AppError } from '../../../../platform/http/app-error.js';
import { takeImage, type ImagePolicy } from '../../../../platform/images/index.js';
import { checkInWorker } from '../check-in-worker.js';
import { FileFormatError } from '../decode-text.js';
import { isZip, unzipUpload, ZIP_LIMITS } from '../design-patents/unzip-upload.js';
import type { RowReason } from '../import.repository.js';
import type { KindResult, OnRunProgress } from '../import-types.js';
import type { MarkImageFile } from './find-mark-images.js';
import { upsertTrademarks } from './trademarks.repository.js';

/** A mark image is checked as every image the product takes in is (platform/images). */
const MARK_IMAGE_POLICY: ImagePolicy = {
  formats: ['png', 'jpeg', 'tiff'],
  maxBytes: ZIP_LIMITS.imageBytes,
  maxPixels: 40_000_000,
};
const REFUSAL: Record<string, string> = {
  'images.notImage': 'not a PNG, JPG or TIFF image',
  'images.tooLarge': 'larger than 20 MB',
  'images.tooManyPixels': 'too many pixels (a decompression bomb?)',
  'images.broken': 'a damaged image',
};

/** A zip (TSDR's download, or the operator's bundle of them) is unpacked, bounded, into the run's folder. */
async function markFiles(
  file: string,
  workDir: string,
): Promise<{ path: string; refused: Map<string, string> }> {
  if ((await fs.stat(file)).isDirectory() || !(await isZip(file))) return { path: file, refused: new Map() };
  const dir = path.join(workDir, 'unpacked');
  const { refused } = await unzipUpload(file, dir, 'the zip holds no trademark XML (.xml)');
  return { path: dir, refused };
}

interface DescribedImage {
  id: string;
  features: DrawingFeatures;
}

/**
 * Each mark image, checked and described by the drawing index's descriptor. A mark whose image
 * cannot be used keeps its words (a word search still finds it) and the reason is told by line.
 */
async function describeImages(list: string | undefined, reasons: RowReason[]): Promise<DescribedImage[]> {
  if (!list) return [];
  const files = JSON.parse(await fs.readFile(list, 'utf8')) as MarkImageFile[];
  const described: DescribedImage[] = [];
  for (const { id, line, file } of files) {
    const name = path.basename(file);
    try {
      const bytes = await fs.readFile(file);
      await takeImage(bytes, MARK_IMAGE_POLICY);
      described.push({ id, features: await describeDrawing(bytes) });
    } catch (error) {
      const why = error instanceof AppError ? (REFUSAL[error.messageKey] ?? 'not usable') : 'not readable';
      reasons.push({ line, reason: `${id}: the mark image ${name} is ${why}; the mark is kept without it` });
    }
  }
  return described;
}

async function writeMarkImages(tx: CatalogTx, images: DescribedImage[], runId: number): Promise<void> {
  for (const { id, features } of images) {
    const { png, phash, descriptor } = features;
    await tx.run('delete from trademark_images where trademark_id = $1', [id]);
    await tx.run('insert into trademark_images values ($1, $2, $3, $4, $5)', [
      id,
      blobValue(png),
      phash,
      blobValue(new Uint8Array(descriptor.buffer, descriptor.byteOffset, descriptor.byteLength)),
      runId,
    ]);
  }
}

/**
 * Trademarks (docs/data/trademarks.md): a file of any supported format, or TSDR records with their
 * mark images (a folder, or a zip as TSDR serves it). The marks are checked on the import worker;
 * their images are described here (sharp's own threads), before the one transaction that writes
 * the marks and their images together.
 */
export async function importTrademarkFiles(
  catalog: CatalogDb,
  file: string,
  run: { runId: number; now: Date; workDir: string },
  onProgress: OnRunProgress,
): Promise<KindResult> {
  const files = await markFiles(file, run.workDir);
  const job = { kind: 'trademarks' as const, path: files.path, workDir: run.workDir };
  const outcome = await checkInWorker(job, (counts) => onProgress({ phase: 'checking', ...counts }));
  if ('refused' in outcome) throw new FileFormatError(outcome.refused);
  const { stage, ...result } = outcome.checked;
  if (stage.kind !== 'trademarks') throw new Error(`a trademark file staged ${stage.kind}`);
  const images = await describeImages(stage.images, result.reasons);
  for (const [name, why] of files.refused) {
    result.reasons.push({ line: 0, reason: `the image ${name} in the zip is ${why}; it was left out` });
  }
  onProgress({ phase: 'writing', read: result.read, accepted: result.accepted, rejected: result.rejected });
  await catalog.transaction(async (tx) => {
    await upsertTrademarks(tx, { runId: run.runId, now: run.now, format: stage.format }, stage.marks);
    await writeMarkImages(tx, images, run.runId);
  });
  return result;
}
