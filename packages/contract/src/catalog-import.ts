import { z } from 'zod';
import { MARKETPLACES } from './constants.js';
import { envelopeOf } from './envelope.js';

/** What the catalog imports (docs/data/catalog.md lists each kind's formats). */
export const IMPORT_KINDS = [
  'products',
  'snapshots',
  'pages',
  'search-terms',
  'business-report',
  'trademarks',
  'design-patents',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

const marketplaceCodes = MARKETPLACES.map((m) => m.code) as [string, ...string[]];

/** The largest file the import API takes; the web refuses a bigger one before sending a byte. */
export const MAX_IMPORT_BYTES = 512 * 1024 * 1024;

export const importQuery = z.object({
  kind: z.enum(IMPORT_KINDS),
  marketplace: z.enum(marketplaceCodes).optional(),
  /** the date range a Business Report covers (Seller Central does not write it into the file) */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type ImportQuery = z.infer<typeof importQuery>;

export const IMPORT_STATUSES = ['running', 'done', 'failed', 'unchanged'] as const;

/**
 * The message of a run the server stopped in the middle of (killed, disk full, restarted): it is
 * failed when the catalog is next opened. A fixed text, so the web can show it translated.
 */
export const IMPORT_INTERRUPTED_MESSAGE = 'interrupted: the server stopped during the import';

/** One file's import: its counts, the rows it refused and why, and when. */
export const importRunSchema = z.object({
  runId: z.number().int(),
  kind: z.string(),
  file: z.string(),
  status: z.enum(IMPORT_STATUSES),
  format: z.string().nullable(),
  read: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  reasons: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  /** why nothing was imported (failed), or which run already holds the same bytes (unchanged) */
  message: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const importStartedResponse = envelopeOf(z.object({ runId: z.number().int() }));
export const importRunQuery = z.object({ id: z.coerce.number().int().positive() });
export const importRunResponse = envelopeOf(importRunSchema);
export const importRunsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const importRunsResponse = envelopeOf(
  z.object({ rows: z.array(importRunSchema.omit({ reasons: true })), total: z.number().int() }),
);

/** Where the catalog's data came from: the shipped demo sources with their licences, and imports. */
export const catalogSourcesSchema = z.object({
  shipped: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      marketplace: z.string(),
      collected: z.string(),
      licence: z.string(),
      credit: z.string(),
      files: z.array(
        z.object({
          path: z.string(),
          kind: z.string(),
          /** rows this instance took from the file; null when it was not imported here */
          accepted: z.number().int().nullable(),
          importedAt: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** the operator's own imports, newest first (at most 50) */
  imports: z.array(
    z.object({
      runId: z.number().int(),
      kind: z.string(),
      file: z.string(),
      format: z.string().nullable(),
      accepted: z.number().int(),
      rejected: z.number().int(),
      importedAt: z.string().nullable(),
    }),
  ),
  /** how monthly sales are estimated from BSR: every curve, its source, and whether it was calibrated */
  salesModel: z.object({
    effectiveFrom: z.string(),
    /** the relative band of an uncalibrated curve's estimates, and where it comes from */
    band: z.object({ relative: z.number(), source: z.string() }),
    curves: z.array(
      z.object({
        /** as estimates name it: "<marketplace>/<root category>", '*' for any */
        name: z.string(),
        a: z.number(),
        b: z.number(),
        source: z.string(),
        /** null for a default curve; the held-out error of one fitted to a seller's own sales */
        calibration: z
          .object({
            calibratedAt: z.string(),
            observations: z.number().int(),
            medianApe: z.number(),
            p90Ape: z.number(),
          })
          .nullable(),
      }),
    ),
  }),
});
export type CatalogSources = z.infer<typeof catalogSourcesSchema>;
export const catalogSourcesResponse = envelopeOf(catalogSourcesSchema);
