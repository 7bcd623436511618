/**
 * One side of bench:images, in a process of its own so its peak RSS is its own:
 * `product` sends 20 real images through the product (upload, optimization job, zip), `sharp`
 * does the same image operations with sharp directly. Prints one JSON line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_API, type OptimizeOptions } from '@asinasin/contract';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app.js';
import { imageJobBinding } from '../apps/server/src/features/images/image-worker.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { createSeller } from '../apps/server/test/support/factories.js';
import { drawingFiles } from '../apps/server/test/support/images.js';
import { multipartBody } from '../apps/server/test/support/multipart.js';

export const BATCH = 20;
export const OPTIONS: OptimizeOptions = { whiten: true, size: 1000, format: 'jpeg', targetKb: null };

async function throughProduct(images: Buffer[]): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-bench-images-'));
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'false' }),
  );
  const worker = await app.context.jobs.work([imageJobBinding(app.context)]);
  try {
    const seller = await createSeller(app);
    const ids: number[] = [];
    for (const [i, data] of images.entries()) {
      const body = await multipartBody({ name: `image-${i}.png`, type: 'image/png', data });
      const res = await app.inject({
        method: 'POST',
        url: IMAGE_API.upload,
        headers: { ...seller.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      ids.push(res.json().data.id);
    }
    const started = await app.inject({
      method: 'POST',
      url: IMAGE_API.optimize,
      headers: seller.headers,
      payload: { imageIds: ids, options: OPTIONS },
    });
    const id = started.json().data.id as string;
    for (;;) {
      const batch = (await app.inject({ url: `${IMAGE_API.batch}?id=${id}`, headers: seller.headers })).json()
        .data;
      if (batch.state === 'dead') throw new Error(`the batch died: ${batch.error}`);
      if (batch.state === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const zip = await app.inject({ url: `${IMAGE_API.batchZip}?id=${id}`, headers: seller.headers });
    if (zip.statusCode !== 200) throw new Error(`zip: ${zip.statusCode}`);
  } finally {
    await worker.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same operations with sharp alone: upright, on white, fitted, padded to the square, JPEG 90. */
async function throughSharp(images: Buffer[]): Promise<void> {
  const size = OPTIONS.size;
  for (const data of images) {
    const fitted = await sharp(data)
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(size, size, { fit: 'inside' })
      .toBuffer({ resolveWithObject: true });
    const { width, height } = fitted.info;
    const left = Math.floor((size - width) / 2);
    const top = Math.floor((size - height) / 2);
    await sharp(fitted.data)
      .extend({ left, top, right: size - width - left, bottom: size - height - top, background: '#ffffff' })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer();
  }
}

const side = process.argv[2];
const images = drawingFiles()
  .slice(0, BATCH)
  .map((file) => fs.readFileSync(file));
if (images.length < BATCH)
  throw new Error('bench:images needs the shared design-patent drawings (../shared/data)');
const start = process.hrtime.bigint();
await (side === 'product' ? throughProduct(images) : throughSharp(images));
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
console.log(
  JSON.stringify({
    side,
    seconds,
    imagesPerSecond: BATCH / seconds,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
