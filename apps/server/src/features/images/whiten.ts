import type { Pixels } from './pixels.js';

/** How far (RGB distance) a pixel may be from the background's colour and still be background. */
const BACKGROUND_TOLERANCE = 40;
/** A background lighter than this (luminance) is a plain studio background worth whitening. */
const MIN_BACKGROUND_LUMINANCE = 170;
/** Edge pixels this close to the background's colour make it plain (a share of the border). */
const MIN_PLAIN_SHARE = 0.9;

const TOLERANCE_SQUARED = BACKGROUND_TOLERANCE * BACKGROUND_TOLERANCE;

/**
 * Whether a pixel is within the tolerance of a colour. Squared, not Math.hypot: the flood fill asks
 * once per pixel of a 1000 px square, and hypot's general-case work was a third of the optimizer's
 * time (bench:images).
 */
const isNear = (data: Buffer, at: number, color: readonly number[]) => {
  const r = data[at]! - color[0]!;
  const g = data[at + 1]! - color[1]!;
  const b = data[at + 2]! - color[2]!;
  return r * r + g * g + b * b <= TOLERANCE_SQUARED;
};

/** The border's median colour, and whether the border is one plain, light colour. */
export function plainBackground(pixels: Pixels): { color: number[]; isPlain: boolean } {
  const { data, width, height } = pixels;
  const border: number[] = [];
  for (let x = 0; x < width; x++) border.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y++) border.push(y * width, y * width + width - 1);
  const channel = (c: number) => {
    const values = border.map((i) => data[i * 3 + c]!).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  const color = [channel(0), channel(1), channel(2)];
  const near = border.filter((i) => isNear(data, i * 3, color)).length;
  const light = 0.299 * color[0]! + 0.587 * color[1]! + 0.114 * color[2]! >= MIN_BACKGROUND_LUMINANCE;
  return { color, isPlain: light && near / border.length >= MIN_PLAIN_SHARE };
}

/**
 * Makes a plain background pure white: the pixels near the background's colour that are reached
 * from the border without crossing the product (a flood fill), so a product of a colour like its
 * background keeps its inside. Changes `pixels` in place; false when the background is not plain.
 */
export function whitenBackground(pixels: Pixels): boolean {
  const { data, width, height } = pixels;
  const { color, isPlain } = plainBackground(pixels);
  if (!isPlain) return false;
  const size = width * height;
  const seen = new Uint8Array(size);
  const stack = new Int32Array(size);
  let top = 0;
  const push = (i: number) => {
    if (seen[i]) return;
    seen[i] = 1;
    if (isNear(data, i * 3, color)) stack[top++] = i;
  };
  for (let x = 0; x < width; x++) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (top > 0) {
    const i = stack[--top]!;
    data[i * 3] = 255;
    data[i * 3 + 1] = 255;
    data[i * 3 + 2] = 255;
    const x = i % width;
    if (x > 0) push(i - 1);
    if (x < width - 1) push(i + 1);
    if (i >= width) push(i - width);
    if (i < size - width) push(i + width);
  }
  return true;
}
