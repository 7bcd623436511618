import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_API, type ImageBatch, type ImageEntry } from '@asinasin/contract';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import {
  drawing,
  drawingFiles,
  hasImageData,
  productPhotos,
  withCaption,
} from '../../../test/support/images.js';
import { multipartBody } from '../../../test/support/multipart.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import type { JobWorker } from '../../platform/jobs/jobs.js';
import { imageJobBinding } from './image-worker.js';

/** A PNG whose header claims width × height pixels (a decompression bomb's header), CRC and all. */
function pngClaiming(width: number, height: number, small: Buffer): Buffer {
  const copy = Buffer.from(small);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeInt32BE(crc32(copy.subarray(12, 29)) | 0, 29);
  return copy;
}

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const describeWithData = hasImageData ? describeEachEngine : () => undefined;

describeWithData('the image tools on real images', (engine) => {
  const t = useTestApp(engine);
  let worker: JobWorker;
  let owner: Seller;
  let stranger: Seller;
  beforeAll(async () => {
    worker = await t.app.context.jobs.work([imageJobBinding(t.app.context)]);
    owner = await createSeller(t.app);
    stranger = await createSeller(t.app);
  });
  afterAll(() => worker.close());

  const storedFiles = () => {
    const dir = path.join(t.dataDir, 'files', 'images');
    return fs.existsSync(dir)
      ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.'))
      : [];
  };

  const upload = async (seller: Seller, data: Buffer, name: string, lang = 'zh-CN') => {
    const body = await multipartBody({ name, type: 'image/png', data });
    return t.app.inject({
      method: 'POST',
      url: IMAGE_API.upload,
      headers: { ...seller.headers, 'content-type': body.contentType, 'x-lang': lang },
      payload: body.payload,
    });
  };
  const uploaded = async (seller: Seller, data: Buffer, name: string): Promise<ImageEntry> => {
    const res = await upload(seller, data, name);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ImageEntry;
  };
  const batchOf = async (seller: Seller, id: string) => {
    const res = await t.app.inject({ url: `${IMAGE_API.batch}?id=${id}`, headers: seller.headers });
    return { status: res.statusCode, body: res.json() as { code: number; data: ImageBatch } };
  };
  /** Follows the batch until its job ends (the job's own state, never a clock). */
  const finished = async (seller: Seller, id: string): Promise<ImageBatch> => {
    for (;;) {
      const { body } = await batchOf(seller, id);
      if (body.data.state === 'done' || body.data.state === 'dead') return body.data;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('keeps an uploaded product photo and a drawing with their real sizes', async () => {
    const photo = productPhotos()[0]!;
    const entry = await uploaded(owner, photo, 'photo.jpg');
    const meta = await sharp(photo).metadata();
    expect(entry).toMatchObject({
      width: meta.width,
      height: meta.height,
      bytes: photo.length,
      report: null,
    });
    const file = await t.app.inject({ url: `${IMAGE_API.file}?id=${entry.id}`, headers: owner.headers });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(photo)).toBe(true);
  });

  it('refuses what is not an image, too big, a bomb or broken, on the field, keeping no file', async () => {
    const before = storedFiles().length;
    const drawing = fs.readFileSync(drawingFiles()[0]!);
    const cases: [Buffer, RegExp][] = [
      [Buffer.from('<html>not an image</html>'), /^这不是可用的图片：只接受 JPG \/ PNG \/ WebP 格式$/],
      [Buffer.from('GIF89a' + 'x'.repeat(100)), /只接受 JPG/],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), /^图片不能超过 10 MB$/],
      [pngClaiming(100_000, 100_000, drawing), /^图片尺寸过大（100000 × 100000 像素）/],
      [drawing.subarray(0, Math.floor(drawing.length / 2)), /^图片已损坏或不完整/],
    ];
    for (const [data, message] of cases) {
      const res = await upload(owner, data, 'x.png');
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json().msg).toMatch(message);
      expect(res.json().data).toEqual({ field: 'file' });
    }
    const english = await upload(owner, Buffer.from('nope'), 'x.png', 'en-US');
    expect(english.json().msg).toBe(
      'This is not an image we can use: only JPG / PNG / WebP files are accepted',
    );
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a batch over 20 images on its field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: IMAGE_API.optimize,
      headers: owner.headers,
      payload: {
        imageIds: Array.from({ length: 21 }, (_, i) => i + 1),
        options: { whiten: true, size: 1000, format: 'jpeg', targetKb: null },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('imageIds');
  });

  it('optimizes a batch into white squares within the target size, downloaded as one zip', async () => {
    const photo = await uploaded(owner, productPhotos()[0]!, 'photo.jpg');
    const drawing = await uploaded(owner, fs.readFileSync(drawingFiles()[1]!), 'drawing.png');
    const start = await t.app.inject({
      method: 'POST',
      url: IMAGE_API.optimize,
      headers: owner.headers,
      payload: {
        imageIds: [photo.id, drawing.id],
        options: { whiten: true, size: 1000, format: 'jpeg', targetKb: 150 },
      },
    });
    expect(start.statusCode, start.body).toBe(200);
    const batch = await finished(owner, start.json().data.id);
    expect(batch).toMatchObject({ state: 'done', done: 2, total: 2, kind: 'optimize' });
    expect(batch.items.map((item) => item.results.map((r) => [r.width, r.height, r.format]))).toEqual([
      [[1000, 1000, 'jpeg']],
      [[1000, 1000, 'jpeg']],
    ]);
    expect(batch.items[0]!.results[0]!.name).toBe('photo-1000.jpg');

    const zip = await t.app.inject({ url: `${IMAGE_API.batchZip}?id=${batch.id}`, headers: owner.headers });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['drawing-1000.jpg', 'photo-1000.jpg']);
    for (const data of Object.values(files)) {
      expect(data.length).toBeLessThanOrEqual(150 * 1024);
      const { data: pixels, info } = await sharp(Buffer.from(data))
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([1000, 1000]);
      // the padded corner is white
      expect(Math.min(pixels[0]!, pixels[1]!, pixels[2]!)).toBeGreaterThanOrEqual(250);
    }
    // the originals are kept beside their results
    const history = await t.app.inject({ url: IMAGE_API.list, headers: owner.headers });
    const entry = (history.json().data.list as ImageEntry[]).find((e) => e.id === photo.id)!;
    expect(entry.results).toHaveLength(1);
  });

  it('checks main images: a drawing passes the background and text rules, a caption is found', async () => {
    const drawingData = drawing('USD0535049.png');
    const plain = await uploaded(owner, drawingData, 'plain.png');
    const captioned = await uploaded(owner, await withCaption(drawingData), 'captioned.png');
    const start = await t.app.inject({
      method: 'POST',
      url: IMAGE_API.check,
      headers: owner.headers,
      payload: { imageIds: [plain.id, captioned.id] },
    });
    const batch = await finished(owner, start.json().data.id);
    const [first, second] = batch.items.map((item) => item.report!);
    expect(first!.background.passed).toBe(true);
    expect(first!.text.passed).toBe(true);
    expect(first!.size).toEqual({
      passed: plain.width >= 1000 || plain.height >= 1000,
      longestSide: Math.max(plain.width, plain.height),
    });
    expect(second!.text.passed).toBe(false);
    expect(second!.text.lines.length).toBeGreaterThan(0);
    expect(second!.passed).toBe(false);
  });

  it("never shows, changes or deletes another seller's images or batches", async () => {
    const mine = await uploaded(owner, productPhotos()[0]!, 'mine.jpg');
    const asStranger = (url: string, payload?: object) =>
      t.app.inject({ method: payload ? 'POST' : 'GET', url, headers: stranger.headers, payload });
    expect((await asStranger(`${IMAGE_API.file}?id=${mine.id}`)).statusCode).toBe(404);
    expect((await asStranger(IMAGE_API.remove, { id: mine.id })).statusCode).toBe(404);
    expect((await asStranger(IMAGE_API.check, { imageIds: [mine.id] })).statusCode).toBe(404);
    const list = await asStranger(IMAGE_API.list);
    expect(list.json().data).toEqual({ list: [], total: 0 });
    const start = await t.app.inject({
      method: 'POST',
      url: IMAGE_API.check,
      headers: owner.headers,
      payload: { imageIds: [mine.id] },
    });
    const id = start.json().data.id as string;
    expect((await batchOf(stranger, id)).status).toBe(404);
    expect((await asStranger(`${IMAGE_API.batchZip}?id=${id}`)).statusCode).toBe(404);
    await finished(owner, id);
  });

  it('deletes an original with its results and their files', async () => {
    const original = await uploaded(owner, productPhotos()[0]!, 'gone.jpg');
    const start = await t.app.inject({
      method: 'POST',
      url: IMAGE_API.optimize,
      headers: owner.headers,
      payload: {
        imageIds: [original.id],
        options: { whiten: false, size: 1600, format: 'webp', targetKb: null },
      },
    });
    await finished(owner, start.json().data.id);
    const before = storedFiles().length;
    const res = await t.app.inject({
      method: 'POST',
      url: IMAGE_API.remove,
      headers: owner.headers,
      payload: { id: original.id },
    });
    expect(res.statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(before - 2);
    const again = await t.app.inject({ url: `${IMAGE_API.file}?id=${original.id}`, headers: owner.headers });
    expect(again.statusCode).toBe(404);
  });
});
