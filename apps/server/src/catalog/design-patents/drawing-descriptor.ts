import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { lap, type DrawingSearchSplit } from './drawing-search-split.js';

/*
 * The image index of design-patent drawings (docs/data/design-patents.md): a drawing and a query
 * are reduced the same way (grey, margins trimmed, fitted into a square) and described by
 *  - an ink layout: a 16x16 grid of how much ink each cell holds, and
 *  - an edge descriptor: a 4x4 grid of 8-bin gradient-orientation histograms (HOG-like),
 * each part L2-normalised, compared by cosine; and a 64-bit DCT perceptual hash for near copies.
 * A query is described at four rotations (0, 90, 180, 270 degrees) and its best match counts.
 */

/** Images larger than this many pixels are refused before they are decoded (a decompression bomb). */
export const MAX_INPUT_PIXELS = 40_000_000;
const SIDE = 64;
const GRID = 16;
const CELLS = 4;
const BINS = 8;
export const DESCRIPTOR_LENGTH = GRID * GRID + CELLS * CELLS * BINS;

export interface DrawingFeatures {
  /** the normalised drawing to show: PNG, at most 512 px a side */
  png: Buffer;
  phash: string;
  descriptor: Float32Array;
}

const open = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).flatten({ background: '#ffffff' });

interface GreyImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Grey, flattened on white, white margins trimmed: decoded once, raw (no re-encoding). */
async function trimmedGrey(bytes: Uint8Array): Promise<GreyImage> {
  const raw = (image: sharp.Sharp) =>
    image
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ data, width: info.width, height: info.height, channels: info.channels }));
  // trim refuses an image that is one colour throughout (a blank sheet): that one is kept whole
  return raw(open(bytes).grayscale().trim({ background: '#ffffff', threshold: 60 })).catch(() =>
    raw(open(bytes).grayscale()),
  );
}

/** The trimmed image fitted into a white square of `side` px and blurred: the pixels, ink = high. */
async function squareInk(image: GreyImage, side: number): Promise<Float32Array> {
  const { width, height, channels } = image;
  const { data } = await sharp(image.data, { raw: { width, height, channels } })
    .grayscale()
    .resize(side, side, { fit: 'contain', background: '#ffffff', kernel: 'cubic' })
    .blur(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ink = new Float32Array(side * side);
  for (let i = 0; i < ink.length; i++) ink[i] = (255 - data[i * (data.length / ink.length)]!) / 255;
  return ink;
}

/** A square image turned 90 degrees clockwise (as sharp's rotate(90)): a right angle needs no resampling. */
function turnedClockwise(ink: Float32Array, side: number): Float32Array {
  const out = new Float32Array(ink.length);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) out[y * side + x] = ink[(side - 1 - x) * side + y]!;
  return out;
}

function normalise(values: Float32Array, from: number, to: number): void {
  let sum = 0;
  for (let i = from; i < to; i++) sum += values[i]! * values[i]!;
  const norm = Math.sqrt(sum) || 1;
  for (let i = from; i < to; i++) values[i]! /= norm;
}

/** The ink layout and the edge histograms of a square ink image, as one vector. */
function describeInk(ink: Float32Array): Float32Array {
  const out = new Float32Array(DESCRIPTOR_LENGTH);
  const step = SIDE / GRID;
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      out[Math.floor(y / step) * GRID + Math.floor(x / step)]! += ink[y * SIDE + x]!;
    }
  }
  // Mean-centred, so two mostly empty sheets do not look alike for their white alone.
  let mean = 0;
  for (let i = 0; i < GRID * GRID; i++) mean += out[i]!;
  mean /= GRID * GRID;
  for (let i = 0; i < GRID * GRID; i++) out[i]! -= mean;
  normalise(out, 0, GRID * GRID);
  const cell = SIDE / CELLS;
  for (let y = 1; y < SIDE - 1; y++) {
    for (let x = 1; x < SIDE - 1; x++) {
      const gx = ink[y * SIDE + x + 1]! - ink[y * SIDE + x - 1]!;
      const gy = ink[(y + 1) * SIDE + x]! - ink[(y - 1) * SIDE + x]!;
      const magnitude = Math.hypot(gx, gy);
      if (magnitude < 0.02) continue;
      // Unsigned orientation: a line's two edges vote the same bin.
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI;
      const bin = Math.min(BINS - 1, Math.floor((angle / Math.PI) * BINS));
      const at = GRID * GRID + (Math.floor(y / cell) * CELLS + Math.floor(x / cell)) * BINS + bin;
      out[at]! += magnitude;
    }
  }
  normalise(out, GRID * GRID, DESCRIPTOR_LENGTH);
  return out;
}

/** 1-D DCT-II of n values (n is small: 32). */
function dct(values: number[]): number[] {
  const n = values.length;
  return values.map((_, k) =>
    values.reduce((sum, v, i) => sum + v * Math.cos((Math.PI * (2 * i + 1) * k) / (2 * n)), 0),
  );
}

/** The 64-bit pHash: the low 8x8 DCT frequencies of a 32x32 grey image, each above or below their median. */
async function perceptualHash(image: GreyImage): Promise<string> {
  const ink = await squareInk(image, 32);
  const rows = Array.from({ length: 32 }, (_, y) => dct(Array.from(ink.subarray(y * 32, y * 32 + 32))));
  const columns = Array.from({ length: 8 }, (_, x) => dct(rows.map((row) => row[x]!)));
  const low: number[] = [];
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) low.push(columns[x]![y]!);
  const median = [...low.slice(1)].sort((a, b) => a - b)[31]!;
  let hex = '';
  for (let i = 0; i < 64; i += 4) {
    const nibble = low.slice(i, i + 4).reduce((acc, v, j) => acc | ((v > median ? 1 : 0) << (3 - j)), 0);
    hex += nibble.toString(16);
  }
  return hex;
}

/** What the index stores for one drawing; the bytes are checked by sharp (bomb, corrupt image). */
export async function describeDrawing(bytes: Uint8Array): Promise<DrawingFeatures> {
  const png = await open(bytes)
    .grayscale()
    .resize(512, 512, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  const grey = await trimmedGrey(bytes);
  const [phash, ink] = await Promise.all([perceptualHash(grey), squareInk(grey, SIDE)]);
  return { png, phash, descriptor: describeInk(ink) };
}

/**
 * A query's descriptors at the four right-angle rotations (0, 90, 180, 270 degrees clockwise): a
 * photo can come in any orientation. The upload is decoded, trimmed and fitted once; the square is
 * then turned in memory (trimming and fitting a square commute with right-angle turns).
 */
export async function describeQuery(
  bytes: Uint8Array,
  split?: DrawingSearchSplit,
): Promise<{ descriptors: Float32Array[]; phash: string }> {
  let at = performance.now();
  const grey = await trimmedGrey(bytes);
  const upright = await squareInk(grey, SIDE);
  at = lap(split, 'decode', at);
  const inks = [upright];
  for (let turn = 1; turn < 4; turn++) inks.push(turnedClockwise(inks[turn - 1]!, SIDE));
  const described = { descriptors: inks.map(describeInk), phash: await perceptualHash(grey) };
  lap(split, 'describe', at);
  return described;
}

/** Cosine similarity of two descriptors (both parts unit length): 0..1. */
export function similarity(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return Math.max(0, dot / 2);
}

/** Bits that differ between two 64-bit hex hashes. */
export function hammingDistance(a: string, b: string): number {
  let bits = 0;
  for (let i = 0; i < a.length; i++) {
    let x = parseInt(a[i]!, 16) ^ parseInt(b[i]!, 16);
    while (x) {
      bits += x & 1;
      x >>= 1;
    }
  }
  return bits;
}
