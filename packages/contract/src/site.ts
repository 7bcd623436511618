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
