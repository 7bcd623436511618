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
const share = (values: number[], atLeast: number) =>
  values.filter((v) => v >= atLeast).length / values.length;
const f3 = (n: number) => n.toFixed(3);
const pct = (n: number) => `${(100 * n).toFixed(2)} %`;

const STEP = Number(process.env.STEP ?? 3);
const started = Date.now();
const drawings = await readDrawings();
const positives: Record<string, number[]> = {};
const sameClass: number[] = [];
const otherClass: number[] = [];
/** per query: the best score of any other drawing, as the top of a result list would show it */
const bestUnrelated: number[] = [];
/** per query: the best score of a drawing of another USPC class (an unrelated design) */
const bestOtherClass: number[] = [];

const scoreAgainstOthers = (query: Float32Array[], self: Drawing) => {
  let best = 0;
  let bestOther = 0;
  for (const other of drawings) {
    if (other === self) continue;
    const score = Math.max(...query.map((d) => similarity(d, other.descriptor)));
    const same = other.uspcClass === self.uspcClass;
    (same ? sameClass : otherClass).push(score);
    best = Math.max(best, score);
    if (!same) bestOther = Math.max(bestOther, score);
  }
  bestUnrelated.push(best);
  bestOtherClass.push(bestOther);
};

for (const drawing of drawings) scoreAgainstOthers(drawing.query, drawing);
// Changed copies of every third drawing (100 a change): enough for the low tail, within minutes.
for (const [i, drawing] of drawings.entries()) {
  if (i % STEP !== 0) continue;
  for (const [name, change] of Object.entries(CHANGES)) {
    const query = await describeQuery(await change(drawing.bytes));
    (positives[name] ??= []).push(
      Math.max(...query.descriptors.map((d) => similarity(d, drawing.descriptor))),
    );
  }
  if (i % 50 === 0) console.error(`changed copies of ${i + 1} drawings`);
}

const classes = new Set(drawings.map((d) => d.uspcClass)).size;
console.log(
  `${drawings.length} drawings in ${classes} USPC classes; pairs of different drawings: each original as the query against every other; changed copies: one drawing in ${STEP}, ${Object.keys(CHANGES).length} changes`,
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

/*
 * The bands, as a seller meets them: a search shows the best few of many drawings, so a band is
 * judged by how often a query's best drawing of another class (an unrelated design) reaches it.
 * High: under 1 % of queries; medium: under 5 %. Lowest such threshold on a 0.01 grid.
 */
const GRID = Array.from({ length: 40 }, (_, i) => Math.round((0.6 + i * 0.01) * 100) / 100);
const lowestUnder = (rate: number) => GRID.find((t) => share(bestOtherClass, t) < rate) ?? 1;
const high = lowestUnder(0.01);
const medium = lowestUnder(0.05);
console.log('\nat a threshold: the share reaching it');
console.log('threshold  changed   pairs of different drawings   best of a query among the others');
console.log('           copies    same class    other class     any class    other class');
for (const t of GRID.filter((t) => Math.round(t * 100) % 5 === 0 || t === high || t === medium)) {
  console.log(
    `${f3(t)}  ${pct(share(allPositives, t)).padStart(9)}  ${pct(share(sameClass, t)).padStart(11)}  ${pct(share(otherClass, t)).padStart(12)}  ${pct(share(bestUnrelated, t)).padStart(12)}  ${pct(share(bestOtherClass, t)).padStart(12)}${t === high ? '  ← high' : t === medium ? '  ← medium' : ''}`,
  );
}
console.log(
  `\nchosen: high ≥ ${f3(high)} (a query's best unrelated drawing reaches it in under 1 % of searches), medium ≥ ${f3(medium)} (under 5 %)`,
);
console.log(`took ${((Date.now() - started) / 1000).toFixed(0)} s`);
