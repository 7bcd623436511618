import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';
import { SHARED_DATA as SHARED_DATA_GUESS } from './shared-data.js';

/**
 * Real images of the shared data (../shared/data) for the image tools' tests: the design-patent
 * drawings (line art on white) and the product photos embedded in the saved Amazon pages.
 */
/** The shared data beside the checkout (../shared/data from the repository's root). */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SHARED_DATA =
  [path.resolve(REPO_ROOT, '../shared/data'), SHARED_DATA_GUESS].find((dir) => fs.existsSync(dir)) ??
  path.resolve(REPO_ROOT, '../shared/data');
export const hasImageData = fs.existsSync(path.join(SHARED_DATA, 'design_patents'));
if (!hasImageData) console.warn(`skipping the image tools' real-image tests: ${SHARED_DATA} is absent`);

export const DRAWINGS_DIR = path.join(SHARED_DATA, 'design_patents', 'us_design_2007_images');

export function drawingFiles(): string[] {
  if (!fs.existsSync(DRAWINGS_DIR)) return [];
  return fs
    .readdirSync(DRAWINGS_DIR)
    .filter((name) => name.endsWith('.png'))
    .sort()
    .map((name) => path.join(DRAWINGS_DIR, name));
}

/** One drawing by its file name (USD0535049.png: a chandelier, no text). */
export function drawing(name: string): Buffer {
  return fs.readFileSync(path.join(DRAWINGS_DIR, name));
}

/** The product photos (JPEG or WebP) saved inside the product pages as data URIs, one per distinct image. */
export function productPhotos(): Buffer[] {
  const found = new Map<string, Buffer>();
  for (const dir of ['product_pages_html', 'product_pages_html_intl']) {
    const folder = path.join(SHARED_DATA, dir);
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder).filter((n) => n.endsWith('.html'))) {
      const html = fs.readFileSync(path.join(folder, name), 'latin1');
      for (const match of html.matchAll(/data:image\/(?:jpeg|webp);base64,([A-Za-z0-9+/=]{8000,})/g)) {
        const data = Buffer.from(match[1]!, 'base64');
        found.set(data.subarray(0, 64).toString('hex') + data.length, data);
      }
    }
  }
  return [...found.values()];
}

/** A caption of dark type laid over an image, as a seller's text or a watermark would be. */
export async function withCaption(input: Buffer, text = 'FREE SHIPPING 50% OFF'): Promise<Buffer> {
  const { width = 500, height = 500 } = await sharp(input).metadata();
  const fontSize = Math.max(14, Math.round(height * 0.05));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <text x="${Math.round(width * 0.05)}" y="${Math.round(height * 0.96)}" font-family="DejaVu Sans"
      font-size="${fontSize}" font-weight="bold" fill="#222">${text}</text></svg>`;
  return sharp(input)
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .png()
    .toBuffer();
}
