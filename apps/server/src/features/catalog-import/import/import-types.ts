import type { RowReason } from './import.repository.js';

/*
 * The types the kinds' importers, the file checker and the run share, in a module of their own so
 * that they and import-file.ts, which calls them, never import each other.
 */

/** The file comes as bytes (small kinds, uploads in tests) or as a path on disk (large reports). */
export type ImportSource = { bytes: Uint8Array } | { path: string };

/** What one kind's importer found in a file. */
export interface KindResult {
  format: string;
  read: number;
  accepted: number;
  rejected: number;
  /** the first reasons (at most 1,000 are kept) */
  reasons: RowReason[];
}

/** How far a run has come, told as it goes: the rows read, accepted and refused so far. */
export interface RunProgress {
  phase: 'checking' | 'writing' | 'metrics';
  read: number;
  accepted: number;
  rejected: number;
}

export type OnRunProgress = (progress: RunProgress) => void;
