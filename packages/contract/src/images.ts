import { z } from 'zod';
import { envelopeOf } from './envelope.js';

/** The image tools' API paths (decisions/0034). */
export const IMAGE_API = {
  upload: '/api/images/upload',
  file: '/api/images/file',
  list: '/api/images/list',
  remove: '/api/images/delete',
  check: '/api/images/check',
  optimize: '/api/images/optimize',
  batch: '/api/images/batch',
  batchZip: '/api/images/batch/zip',
} as const;

/** What an image upload may be; the server checks each again from the bytes. */
export const IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxMb: 10,
  /** 6000 × 6000: above Amazon's zoom needs, well below a decompression bomb */
  maxPixels: 36_000_000,
  /** images in one check or optimization */
  maxBatch: 20,
  /** originals a seller keeps at once */
  maxOriginals: 500,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** Amazon's main-image rules the check applies (docs/images.md). */
export const MAIN_IMAGE_RULES = {
  /** the longest side, so zoom works */
  minLongestSide: 1000,
  /** the product's share of the frame (its larger side against the frame's) */
  minFill: 0.85,
  /** the share of edge pixels that must be white (RGB ≥ 250: JPEG's ringing forgiven) */
  minWhiteEdges: 0.97,
} as const;

export const OUTPUT_FORMATS = ['jpeg', 'png', 'webp'] as const;
/** Square sizes for Amazon listing images: 1000 lets zoom work, 1600 and 2000 are recommended. */
export const SQUARE_SIZES = [1000, 1600, 2000, 2560] as const;

export const optimizeOptionsSchema = z.object({
  /** make a plain, near-white background pure white (RGB 255) */
  whiten: z.boolean(),
  size: z.union(
    SQUARE_SIZES.map((size) => z.literal(size)) as [z.ZodLiteral<1000>, ...z.ZodLiteral<number>[]],
  ),
  format: z.enum(OUTPUT_FORMATS),
  /** the most each result may weigh, in KB; null keeps quality 90 */
  targetKb: z.number().int().min(50).max(10_240).nullable(),
});
export type OptimizeOptions = z.infer<typeof optimizeOptionsSchema>;

const imageIds = z.array(z.number().int().min(1)).min(1).max(IMAGE_LIMITS.maxBatch);
export const imageCheckBody = z.object({ imageIds });
export const imageOptimizeBody = z.object({ imageIds, options: optimizeOptionsSchema });
export const imageIdBody = z.object({ id: z.number().int().min(1) });
export const imageIdQuery = z.object({ id: z.coerce.number().int().min(1) });
export const batchIdQuery = z.object({ id: z.string().uuid() });
export const imageListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

const box = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/** The main-image compliance report of one image (docs/images.md says how each is measured). */
export const complianceReportSchema = z.object({
  passed: z.boolean(),
  background: z.object({ passed: z.boolean(), whiteEdgeShare: z.number(), pureWhiteEdgeShare: z.number() }),
  fill: z.object({ passed: z.boolean(), share: z.number(), box: box.nullable() }),
  size: z.object({ passed: z.boolean(), longestSide: z.number().int() }),
  /** text, a logo or a watermark: rows of letter-like marks (boxes are shares of the frame) */
  text: z.object({ passed: z.boolean(), lines: z.array(box) }),
});
export type ComplianceReport = z.infer<typeof complianceReportSchema>;

export const imageViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  format: z.enum(OUTPUT_FORMATS),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  createdAt: z.number(),
});
export type ImageView = z.infer<typeof imageViewSchema>;

/** An original with its last report and the results made from it. */
export const imageEntrySchema = imageViewSchema.extend({
  report: complianceReportSchema.nullable(),
  results: z.array(imageViewSchema),
});
export type ImageEntry = z.infer<typeof imageEntrySchema>;

export const imageBatchSchema = z.object({
  id: z.string(),
  kind: z.enum(['check', 'optimize']),
  state: z.enum(['queued', 'running', 'done', 'dead']),
  done: z.number().int(),
  total: z.number().int(),
  error: z.string().nullable(),
  options: optimizeOptionsSchema.nullable(),
  createdAt: z.number(),
  /** the batch's originals in the seller's order (a deleted one is left out) */
  items: z.array(imageEntrySchema),
});
export type ImageBatch = z.infer<typeof imageBatchSchema>;

export const imageEntryResponse = envelopeOf(imageEntrySchema);
export const imageBatchResponse = envelopeOf(imageBatchSchema);
export const imageListResponse = envelopeOf(
  z.object({ list: z.array(imageEntrySchema), total: z.number().int() }),
);
