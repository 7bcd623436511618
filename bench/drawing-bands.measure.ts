/**
 * Measures where the risk analysis' drawing bands belong (docs/risk.md "Drawing bands"): the
 * similarity of a shared drawing's own changed copies (cropped, rotated, rescaled, re-encoded, all
 * at once) to their original, against the similarity of different drawings, of the same USPC
 * design class and of other classes. A query is scored as the index scores it: the best of its
 * four rotations. `npm run measure:drawing-bands -w @asinasin/bench` (a few minutes); the
 * figures printed are the ones in docs/risk.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describeQuery, similarity } from '../apps/server/src/catalog/design-patents/drawing-descriptor.js';
import { SHARED_DATA } from '../apps/server/test/support/shared-data.js';

const DIR = path.join(SHARED_DATA, 'design_patents');
const CHANGES: Record<string, (image: Buffer) => Promise<Buffer>> = {
  cropped: (image) => sharp(image).extract({ left: 40, top: 40, width: 432, height: 432 }).png().toBuffer(),
  rotated: (image) => sharp(image).rotate(90).png().toBuffer(),
  rescaled: (image) => sharp(image).resize(200).png().toBuffer(),
  reEncoded: (image) => sharp(image).jpeg({ quality: 40 }).toBuffer(),
  // every change at once, harder than any one of them
  allAtOnce: async (image) =>
    sharp(
      await sharp(image).extract({ left: 60, top: 30, width: 420, height: 450 }).rotate(270).png().toBuffer(),
    )
      .resize(240)
      .jpeg({ quality: 50 })
      .toBuffer(),
};

interface Drawing {
  patent: string;
  uspcClass: string;
  descriptor: Float32Array;
}

/**
 * Each drawing described once as a query (four rotations); its 0° descriptor is the one the index
 * stores (describeDrawing reduces the drawing the same way, without the PNG it keeps to show).
 */
async function readDrawings(): Promise<(Drawing & { bytes: Buffer; query: Float32Array[] })[]> {
  const lines = fs.readFileSync(path.join(DIR, 'us_design_2007_metadata.csv'), 'utf8').trim().split('\n');
  const drawings = [];
  for (const line of lines.slice(1)) {
    // patent_number, uspc_design_class ("D2-95"), title (may hold commas), image_file, image_bytes
    const [patent, uspc, ...rest] = line.split(',');
    const bytes = fs.readFileSync(path.join(DIR, rest.at(-2)!));
    const query = (await describeQuery(bytes)).descriptors;
    drawings.push({ patent: patent!, uspcClass: uspc!.split('-')[0]!, descriptor: query[0]!, bytes, query });
    if (drawings.length % 50 === 0) console.error(`described ${drawings.length} drawings`);
  }
  return drawings;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
const share = (values: number[], atLeast: number) => values.filter((v) => v >= atLeast).length / values.length;
const f3 = (n: number) => n.toFixed(3);
const pct = (n: number) => `${(100 * n).toFixed(2)} %`;

const STEP = Number(process.env.STEP ?? 2);
const started = Date.now();
const drawings = await readDrawings();
const positives: Record<string, number[]> = {};
const sameClass: number[] = [];
const otherClass: number[] = [];
/** per query: the best score of any other drawing, as the top of a result list would show it */
const bestUnrelated: number[] = [];

const scoreAgainstOthers = (query: Float32Array[], self: Drawing) => {
  let best = 0;
  for (const other of drawings) {
    if (other === self) continue;
    const score = Math.max(...query.map((d) => similarity(d, other.descriptor)));
    (other.uspcClass === self.uspcClass ? sameClass : otherClass).push(score);
    best = Math.max(best, score);
  }
  bestUnrelated.push(best);
};

for (const drawing of drawings) scoreAgainstOthers(drawing.query, drawing);
// Changed copies of every other drawing (150 a change): enough for the low tail, within minutes.
for (const [i, drawing] of drawings.entries()) {
  if (i % STEP !== 0) continue;
  for (const [name, change] of Object.entries(CHANGES)) {
    const query = await describeQuery(await change(drawing.bytes));
    (positives[name] ??= []).push(Math.max(...query.descriptors.map((d) => similarity(d, drawing.descriptor))));
  }
  if (i % 50 === 0) console.error(`changed copies of ${i + 1} drawings`);
}

const classes = new Set(drawings.map((d) => d.uspcClass)).size;
console.log(
  `${drawings.length} drawings in ${classes} USPC classes; pairs of different drawings: each original as the query against every other; changed copies: every ${STEP === 1 ? '' : `${STEP}nd `}drawing, ${Object.keys(CHANGES).length} changes`,
);
console.log('\nchanged copy vs its original (should score high)');
console.log('change      min    p1     p5     median');
const allPositives: number[] = [];
for (const [name, scores] of Object.entries(positives)) {
  const sorted = [...scores].sort((a, b) => a - b);
  allPositives.push(...scores);
  console.log(
    `${name.padEnd(11)} ${f3(sorted[0]!)}  ${f3(quantile(sorted, 0.01))}  ${f3(quantile(sorted, 0.05))}  ${f3(quantile(sorted, 0.5))}`,
  );
}

console.log('\ndifferent drawings (should score low)');
console.log('pairs of       count    median  p95    p99    p99.9  max');
const negatives = { 'same class': sameClass, 'other class': otherClass, all: [...sameClass, ...otherClass] };
for (const [name, scores] of Object.entries(negatives)) {
  const sorted = [...scores].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(13)} ${String(sorted.length).padStart(7)}  ${f3(quantile(sorted, 0.5))}   ${f3(quantile(sorted, 0.95))}  ${f3(quantile(sorted, 0.99))}  ${f3(quantile(sorted, 0.999))}  ${f3(sorted.at(-1)!)}`,
  );
}

const all = negatives.all.sort((a, b) => a - b);
// The bands: high where under 1 % of different pairs reach, medium under 5 % (rounded up to 0.01).
const high = Math.ceil(quantile(all, 0.99) * 100) / 100;
const medium = Math.ceil(quantile(all, 0.95) * 100) / 100;
console.log('\nat a threshold: the share of pairs reaching it');
console.log('threshold  changed copies  same class  other class  best other drawing of a query');
for (const t of [...new Set([0.7, 0.75, medium, 0.8, 0.85, high, 0.9, 0.95])].sort()) {
  console.log(
    `${f3(t)}      ${pct(share(allPositives, t)).padStart(8)}        ${pct(share(sameClass, t)).padStart(8)}    ${pct(share(otherClass, t)).padStart(8)}     ${pct(share(bestUnrelated, t)).padStart(8)}`,
  );
}
console.log(`\nchosen: high ≥ ${f3(high)} (under 1 % of different pairs), medium ≥ ${f3(medium)} (under 5 %)`);
console.log(`took ${((Date.now() - started) / 1000).toFixed(0)} s`);
