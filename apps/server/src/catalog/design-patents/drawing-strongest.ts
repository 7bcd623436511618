/*
 * The positions of the largest values of a typed array, found in linear time (a selection of the
 * threshold, no sort of every value, no object per value): an image search picks its few hundred
 * candidates out of every indexed drawing with it (drawing-index.ts).
 */

/** The `count`-th largest of `values` (1-based), by quickselect; `values` is reordered. */
function selectLargest(values: Float32Array, count: number): number {
  let lo = 0;
  let hi = values.length - 1;
  const want = count - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (want <= j) hi = j;
    else if (want >= i) lo = i;
    else break;
  }
  return values[want]!;
}

/** Positions of the `count` largest finite values (all finite ones when fewer), in position order. */
export function strongest(values: Float32Array, count: number): Int32Array {
  let finite = 0;
  for (let i = 0; i < values.length; i++) if (values[i]! > -Infinity) finite++;
  if (count <= 0) return new Int32Array(0);
  if (finite <= count) {
    const all = new Int32Array(finite);
    for (let i = 0, at = 0; i < values.length; i++) if (values[i]! > -Infinity) all[at++] = i;
    return all;
  }
  const threshold = selectLargest(values.slice(), count);
  const out = new Int32Array(count);
  let at = 0;
  for (let i = 0; i < values.length && at < count; i++) if (values[i]! > threshold) out[at++] = i;
  for (let i = 0; i < values.length && at < count; i++) if (values[i] === threshold) out[at++] = i;
  return out;
}
