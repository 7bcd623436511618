/**
 * Measures the main-image check's text detector (apps/server/src/features/images/text-lines.ts) on
 * the shared real images: how often it sees text where there is none (the design-patent drawings,
 * line art without captions, and the product photos of the saved pages) and how often it finds a
 * caption laid over the same drawings. `npm run measure:image-text -w @asinasin/bench`;
 * the numbers are in docs/images.md.
 */
import fs from 'node:fs';
import { analysisPixels } from '../apps/server/src/features/images/pixels.js';
import { findTextLines } from '../apps/server/src/features/images/text-lines.js';
import { drawingFiles, productPhotos, withCaption } from '../apps/server/test/support/images.js';

const CAPTIONS = ['FREE SHIPPING 50% OFF', 'Best Seller 2024', 'www.example-shop.com', 'SAMPLE WATERMARK'];

const drawings = drawingFiles();
const photos = productPhotos();
let falseAlarms = 0;
let missed = 0;
const alarmed: string[] = [];
for (const [index, file] of drawings.entries()) {
  const data = fs.readFileSync(file);
  if ((await findTextLines(await analysisPixels(data))).length > 0) {
    falseAlarms++;
    alarmed.push(file.split('/').at(-1)!);
  }
  const captioned = await withCaption(data, CAPTIONS[index % CAPTIONS.length]);
  if ((await findTextLines(await analysisPixels(captioned))).length === 0) missed++;
}
let photoAlarms = 0;
for (const photo of photos) if (findTextLines(await analysisPixels(photo)).length > 0) photoAlarms++;
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
console.log(
  `drawings without text: ${falseAlarms} / ${drawings.length} flagged (false positives ${pct(falseAlarms, drawings.length)})`,
);
console.log(`product photos without overlaid text: ${photoAlarms} / ${photos.length} flagged`);
console.log(
  `drawings with a caption: ${missed} / ${drawings.length} missed (found ${pct(drawings.length - missed, drawings.length)})`,
);
if (alarmed.length) console.log(`flagged: ${alarmed.join(' ')}`);
