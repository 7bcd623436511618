/**
 * bench:images: a batch of 20 real images (design-patent drawings, 512 px PNG) made into 1000 px
 * white JPEG squares, through the product (upload, the optimization job with its background
 * whitening, the zip) against sharp doing the same resize, pad and encode directly, in the same
 * run, each in a process of its own for its peak RSS.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
interface Result {
  side: string;
  seconds: number;
  imagesPerSecond: number;
  peakRssMb: number;
}
const run = (side: 'product' | 'sharp'): Result => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(here, 'images-run.ts'), side], {
    cwd: here,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Result;
};

// sharp first, then the product, then sharp again: a machine that slows down mid-run shows as two
// different baselines rather than as a product slower than it is.
const baselines = [run('sharp')];
const product = run('product');
baselines.push(run('sharp'));
const baseline = baselines.reduce((best, r) => (r.seconds < best.seconds ? r : best));
const row = (r: Result) =>
  `${r.side.padEnd(8)} ${r.seconds.toFixed(2).padStart(7)} s ${r.imagesPerSecond.toFixed(2).padStart(7)} images/s ${r.peakRssMb.toFixed(0).padStart(6)} MB peak RSS`;
console.log('20-image batch, 512 px PNG drawings → 1000 px JPEG squares');
console.log(row(product));
for (const r of baselines) console.log(row(r));
console.log(
  `product / sharp: ${(product.imagesPerSecond / baseline.imagesPerSecond).toFixed(2)}× the throughput, ${(product.peakRssMb / baseline.peakRssMb).toFixed(2)}× the peak RSS`,
);
