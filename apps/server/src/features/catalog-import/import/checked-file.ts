import type { KindResult } from './import-types.js';

/** Where the worker wrote the checked rows of a file, by what they become in the catalog. */
export type Stage =
  | { kind: 'products'; products: string }
  | { kind: 'categories'; source: string; categories: string }
  | { kind: 'snapshots'; snapshots: string; products: string }
  | { kind: 'business-report'; report: string }
  | { kind: 'onsite-searches'; marketplace: string; searches: string }
  | { kind: 'search-term-labels'; marketplace: string; labels: string }
  | { kind: 'trademarks'; format: string; marks: string; images?: string };

/** What checking a file found (counts, the first reasons) and the stage files of its good rows. */
export type CheckedFile = KindResult & { stage: Stage };
