import { performance } from 'node:perf_hooks';

/*
 * Where an image search's time goes, in ms per stage, added up over the calls that are given the
 * same split (npm run bench:ip prints it next to brute force; docs/data/design-patents.md).
 */
export interface DrawingSearchSplit {
  /** decoding the upload, trimming and fitting it into the square (once for all rotations) */
  decode: number;
  /** the four rotations' descriptors and the perceptual hash */
  describe: number;
  /** the query's rotations projected onto the index's basis */
  project: number;
  /** the compact prefix of every candidate read against every rotation */
  scan: number;
  /** the few hundred best by prefix (and any the bound cannot rule out) scored in full */
  rescore: number;
  /** catalog reads not overlapped with the scan: the index's version, the filters, the page's rows */
  read: number;
}

export const emptySplit = (): DrawingSearchSplit => ({
  decode: 0,
  describe: 0,
  project: 0,
  scan: 0,
  rescore: 0,
  read: 0,
});

/** Adds the time since `since` to `stage` (when a split is kept) and returns now, the next lap's start. */
export function lap(
  split: DrawingSearchSplit | undefined,
  stage: keyof DrawingSearchSplit,
  since: number,
): number {
  const now = performance.now();
  if (split) split[stage] += now - since;
  return now;
}
