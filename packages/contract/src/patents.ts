import { z } from 'zod';
import { envelopeOf } from './envelope.js';

/**
 * The largest image a search sends (bytes of the file, before base64). The drawing descriptor reads
 * a 16×16 grid, so a larger image adds nothing; the page scales a larger photo down before sending.
 * A small bound keeps the worst JSON body of the search small enough to parse without stalling the
 * server (test/http/largest-bodies.test.ts).
 */
export const MAX_PATENT_IMAGE_BYTES = 1024 * 1024;
/** A data URL of a .jpg or .png: the image input's value (SPEC §3). */
const IMAGE_DATA_URL_LENGTH = Math.ceil((MAX_PATENT_IMAGE_BYTES * 4) / 3) + 64;
export const imageDataUrl = z.string().max(IMAGE_DATA_URL_LENGTH);

const optionalText = (max: number) => z.string().trim().max(max).optional();
const isoDate = z.iso.date().max(10);

/** The patent search draft of SPEC §3; type 1 is the design patent (the only type stored). */
export const patentSearchBody = z.object({
  type: z.number().int().min(1).max(1).default(1),
  title: optionalText(200),
  image: imageDataUrl.optional(),
  applyer: optionalText(200),
  applyDate: z.array(isoDate).max(2).optional(),
  pudId: optionalText(40),
  locLarge: z
    .string()
    .trim()
    .max(2)
    .regex(/^\d{2}$/)
    .optional(),
  locSmall: z
    .string()
    .trim()
    .max(2)
    .regex(/^\d{2}$/)
    .optional(),
  patentNumber: optionalText(40),
  designer: optionalText(200),
  agency: optionalText(200),
  agent: optionalText(200),
  applyerAddr: optionalText(200),
  page: z.number().int().min(1).max(100).default(1),
  size: z.number().int().min(1).max(50).default(10),
});
export type PatentSearchBody = z.input<typeof patentSearchBody>;

export const designPatentSchema = z.object({
  patentNumber: z.string(),
  title: z.string(),
  locarnoClass: z.string().nullable(),
  locarnoSubclass: z.string().nullable(),
  /** true when the class is derived from the USPC design class, not given by the grant */
  locarnoMapped: z.boolean(),
  uspcClass: z.string().nullable(),
  applyDate: z.string().nullable(),
  publicationDate: z.string().nullable(),
  applicant: z.string().nullable(),
  designer: z.string().nullable(),
  agency: z.string().nullable(),
  agent: z.string().nullable(),
  applicantAddress: z.string().nullable(),
  /** the drawing's address, null when the grant was imported without one */
  drawingUrl: z.string().nullable(),
});
export type DesignPatent = z.infer<typeof designPatentSchema>;

export const patentHitSchema = designPatentSchema.extend({
  /** 0..1: image similarity and text match combined */
  score: z.number(),
  imageScore: z.number().nullable(),
  /** what matched: image, title words, a party, the class */
  why: z.array(z.string()),
});
export type PatentHit = z.infer<typeof patentHitSchema>;

export const patentSearchResponse = envelopeOf(
  z.object({ row: z.array(patentHitSchema), total: z.number().int(), indexed: z.number().int() }),
);

export const newLocListBody = z.object({
  locLarge: z
    .string()
    .trim()
    .max(2)
    .regex(/^\d{2}$/)
    .optional(),
  page: z.number().int().min(1).max(100).default(1),
  size: z.number().int().min(1).max(50).default(20),
});
export const newLocListResponse = envelopeOf(
  z.object({ row: z.array(designPatentSchema), total: z.number().int() }),
);

export const locarnoClassSchema = z.object({
  code: z.string(),
  en: z.string(),
  zh: z.string(),
  count: z.number().int(),
});
export const newLocTotalResponse = envelopeOf(
  z.object({ total: z.number().int(), classes: z.array(locarnoClassSchema), newest: z.string().nullable() }),
);

export const drawingParams = z.object({ patentNumber: z.string().regex(/^US?D?\d{1,10}$/i) });
