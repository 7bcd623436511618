import { MAIN_IMAGE_RULES, type ComplianceReport } from '@asinasin/contract';
import { analysisPixels, minChannel, type Pixels } from './pixels.js';
import { findTextLines } from './text-lines.js';

/** A pixel counts as background white from RGB 250 up: JPEG's ringing leaves 251–254 beside 255. */
const WHITE = 250;
/** A pixel belongs to the product below this (on every channel's minimum). */
const FOREGROUND = 235;

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The outer band of the frame (1 % of its shorter side, at least 1 px): where Amazon wants pure white. */
export function edgeShares(pixels: Pixels) {
  const { width, height } = pixels;
  const band = Math.max(1, Math.round(Math.min(width, height) * 0.01));
  let edge = 0;
  let white = 0;
  let pure = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x >= band && x < width - band && y >= band && y < height - band) continue;
      edge++;
      const value = minChannel(pixels, y * width + x);
      if (value >= WHITE) white++;
      if (value === 255) pure++;
    }
  }
  return { whiteEdgeShare: round(white / edge), pureWhiteEdgeShare: round(pure / edge) };
}

/**
 * The product's box: the first and last rows and columns with a meaningful run of non-white
 * pixels (0.2 % of the side), so a stray speck of dust does not stretch it.
 */
export function productBox(pixels: Pixels) {
  const { width, height } = pixels;
  const rows = new Uint32Array(height);
  const cols = new Uint32Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (minChannel(pixels, y * width + x) < FOREGROUND) {
        rows[y]!++;
        cols[x]!++;
      }
    }
  }
  const rowMin = Math.max(1, Math.round(width * 0.002));
  const colMin = Math.max(1, Math.round(height * 0.002));
  const top = rows.findIndex((n) => n >= rowMin);
  const left = cols.findIndex((n) => n >= colMin);
  if (top === -1 || left === -1) return null;
  const bottom = rows.findLastIndex((n) => n >= rowMin);
  const right = cols.findLastIndex((n) => n >= colMin);
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** Checks one image against Amazon's main-image rules (docs/images.md). */
export async function checkMainImage(input: Buffer, size: { width: number; height: number }) {
  const pixels = await analysisPixels(input);
  const { width, height } = pixels;
  const edges = edgeShares(pixels);
  const box = productBox(pixels);
  const fillShare = box ? Math.max(box.width / width, box.height / height) : 0;
  const longestSide = Math.max(size.width, size.height);
  const lines = findTextLines(pixels);
  const frac = (b: { x: number; y: number; width: number; height: number }) => ({
    x: round(b.x / width),
    y: round(b.y / height),
    width: round(b.width / width),
    height: round(b.height / height),
  });
  const report: ComplianceReport = {
    passed: false,
    background: { passed: edges.whiteEdgeShare >= MAIN_IMAGE_RULES.minWhiteEdges, ...edges },
    fill: { passed: fillShare >= MAIN_IMAGE_RULES.minFill, share: round(fillShare), box: box && frac(box) },
    size: { passed: longestSide >= MAIN_IMAGE_RULES.minLongestSide, longestSide },
    text: { passed: lines.length === 0, lines: lines.map(frac) },
  };
  report.passed = report.background.passed && report.fill.passed && report.size.passed && report.text.passed;
  return report;
}
