import { z } from 'zod';
import { envelopeOf } from '../envelope.js';

/**
 * Trademark search (SPEC §2 `/trademark`): marks like a brand in spelling, sound or meaning, from
 * the catalog's imported registers (docs/data/trademarks.md). Live marks come first.
 */
export const TRADEMARK_OFFICES = ['USPTO', 'EUIPO', 'DPMA', 'WIPO'] as const;
export type TrademarkOffice = (typeof TRADEMARK_OFFICES)[number];
export const TRADEMARK_STATUSES = ['live', 'dead', 'unknown'] as const;
export type TrademarkStatus = (typeof TRADEMARK_STATUSES)[number];
/**
 * Why a mark matched, strongest first: the same once case, width, diacritics and punctuation are
 * folded; the same without spaces; the same once look-alike characters are read as letters; the
 * same pinyin; the same Double Metaphone sound; a few letters apart; one inside the other.
 */
export const TRADEMARK_WHY = [
  'exact',
  'spacing',
  'lookAlike',
  'pinyin',
  'phonetic',
  'editDistance',
  'contains',
] as const;
export type TrademarkWhy = (typeof TRADEMARK_WHY)[number];

/** The longest brand a search takes: marks are words, not sentences. */
export const MAX_BRAND_LENGTH = 100;

export const trademarkSearchBody = z.object({
  trademark: z.string().trim().min(1, { message: 'trademark.brandEmpty' }).max(MAX_BRAND_LENGTH),
  page: z.number().int().min(1).max(1000).default(1),
  size: z.number().int().min(1).max(100).default(20),
  office: z.enum(TRADEMARK_OFFICES).optional(),
  classes: z.array(z.number().int().min(1).max(45)).max(45).optional(),
  status: z.enum(TRADEMARK_STATUSES).optional(),
});
export type TrademarkSearchBody = z.infer<typeof trademarkSearchBody>;

export const trademarkRowSchema = z.object({
  id: z.string(),
  mark: z.string(),
  /** null for a mark from an owner's own published list */
  office: z.enum(TRADEMARK_OFFICES).nullable(),
  serialNumber: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  status: z.enum(TRADEMARK_STATUSES),
  /** the office's own status code or text */
  statusCode: z.string().nullable(),
  classes: z.array(z.number().int()),
  owner: z.string().nullable(),
  goodsServices: z.string().nullable(),
  filingDate: z.string().nullable(),
  registrationDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  imageUrl: z.string().nullable(),
  why: z.array(z.enum(TRADEMARK_WHY)),
  /** letters apart once look-alikes are folded (0 for the same) */
  distance: z.number().int(),
});
export type TrademarkRow = z.infer<typeof trademarkRowSchema>;

export const trademarkSearchResponse = envelopeOf(
  z.object({
    row: z.array(trademarkRowSchema),
    total: z.number().int(),
    /** marks in the catalog at all: 0 means nothing was imported yet */
    imported: z.number().int(),
  }),
);

/** A mark's image by its catalog id (office:serial), as a row's imageUrl names it. */
export const trademarkImageParams = z.object({ id: z.string().min(1).max(120) });
export const trademarkImageUrl = (id: string) => `/api/trademark/image/${encodeURIComponent(id)}`;

/** The Nice classes' headings (the shipped edition), for filters and labels. */
export const niceClassesResponse = envelopeOf(
  z.object({
    classes: z.array(
      z.object({ number: z.number().int(), category: z.enum(['goods', 'services']), heading: z.string() }),
    ),
  }),
);
