import { z } from 'zod';
import { envelopeOf } from './envelope.js';

/** Live counts of this instance for the footer, instead of fixed marketing claims. */
export const siteStatsSchema = z.object({
  products: z.number().int(),
  dimensions: z.number().int(),
  marketplaces: z.number().int(),
  users: z.number().int(),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;
export const siteStatsResponse = envelopeOf(siteStatsSchema);

/** The operator's own details, set on the server at start; null where not configured. */
export const siteConfigSchema = z.object({
  companyAddress: z.string().nullable(),
  contactEmail: z.string().nullable(),
  /** what the floating customer-service QR encodes (e.g. a WeChat Work contact link) */
  supportUrl: z.string().nullable(),
  miniProgramUrl: z.string().nullable(),
  /** the file name (without .zip) of the browser extension under /download/ */
  extensionName: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
export const siteConfigResponse = envelopeOf(siteConfigSchema);
