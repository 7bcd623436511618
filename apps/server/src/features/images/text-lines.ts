import { luminance, type Pixels } from './pixels.js';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Mark extends Box {
  area: number;
}

/** Ink: dark on the light ground (a caption, a watermark's letters, a logo's type). */
const INK_LUMINANCE = 150;
/** Beyond this many marks the picture is a texture (stipple, fabric), not type; no line is read from it. */
const MAX_MARKS = 4000;
/** A line of type has at least this many letter-like marks side by side. */
const MIN_LETTERS = 4;

/** Every 8-connected blob of ink, with its box and pixel count. */
export function inkMarks(pixels: Pixels): Mark[] {
  const { width, height } = pixels;
  const size = width * height;
  const ink = new Uint8Array(size);
  for (let i = 0; i < size; i++) ink[i] = luminance(pixels, i) < INK_LUMINANCE ? 1 : 0;
  const seen = new Uint8Array(size);
  const stack = new Int32Array(size);
  const marks: Mark[] = [];
  for (let start = 0; start < size; start++) {
    if (!ink[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let minX = width;
    let minY = height;
    let maxX = 0;
    let maxY = 0;
    let area = 0;
    while (top > 0) {
      const at = stack[--top]!;
      const x = at % width;
      const y = (at - x) / width;
      area++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (ink[next] && !seen[next]) {
            seen[next] = 1;
            stack[top++] = next;
          }
        }
      }
    }
    marks.push({ x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1, area });
  }
  return marks;
}

/**
 * A letter-like mark: a few percent of the frame tall (at least 6 px), not much wider than three
 * letters, neither a hairline nor a solid block.
 */
function isLetterLike(mark: Mark, frameHeight: number): boolean {
  const minHeight = Math.max(6, frameHeight * 0.012);
  if (mark.height < minHeight || mark.height > frameHeight * 0.12) return false;
  if (mark.width > mark.height * 3) return false;
  const density = mark.area / (mark.width * mark.height);
  return density >= 0.12 && density <= 0.85;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Two marks that would sit next to each other in one line of type. */
function neighbours(a: Mark, b: Mark): boolean {
  const h = Math.max(a.height, b.height);
  if (Math.max(a.height, b.height) / Math.min(a.height, b.height) > 1.8) return false;
  if (Math.abs(a.y + a.height - (b.y + b.height)) > h * 0.35) return false;
  const gap = Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width);
  return gap <= h * 1.0 && gap >= -h * 0.2;
}

/**
 * Rows of letter-like marks on a shared baseline: how the check sees text, a logo's type or a
 * watermark (docs/images.md measures how often it errs). Marks are joined by neighbourhood; a
 * group of at least MIN_LETTERS, wider than twice its height, with even heights and letters of
 * a letter's breadth, is a line.
 */
export function findTextLines(pixels: Pixels): Box[] {
  const letters = inkMarks(pixels).filter((mark) => isLetterLike(mark, pixels.height));
  if (letters.length < MIN_LETTERS || letters.length > MAX_MARKS) return [];
  letters.sort((a, b) => a.x - b.x);
  const parent = letters.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < letters.length; i++) {
    const a = letters[i]!;
    for (let j = i + 1; j < letters.length; j++) {
      const b = letters[j]!;
      if (b.x > a.x + a.width + Math.max(a.height, b.height) * 1.0) break;
      if (neighbours(a, b)) parent[find(i)] = find(j);
    }
  }
  const groups = new Map<number, Mark[]>();
  letters.forEach((mark, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), mark]);
  });
  const lines: Box[] = [];
  for (const group of groups.values()) {
    if (group.length < MIN_LETTERS) continue;
    const heights = group.map((m) => m.height);
    const h = median(heights);
    const spread = Math.sqrt(heights.reduce((sum, v) => sum + (v - h) ** 2, 0) / heights.length) / h;
    if (spread > 0.3) continue;
    if (median(group.map((m) => m.width / m.height)) < 0.35) continue;
    const x = Math.min(...group.map((m) => m.x));
    const y = Math.min(...group.map((m) => m.y));
    const right = Math.max(...group.map((m) => m.x + m.width));
    const bottom = Math.max(...group.map((m) => m.y + m.height));
    if (right - x < (bottom - y) * 2) continue;
    lines.push({ x, y, width: right - x, height: bottom - y });
  }
  return lines;
}
