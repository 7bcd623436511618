import { z } from 'zod';
import { MARKETPLACES } from './constants.js';
import { envelopeOf } from './envelope.js';

/** SP-API's three regions and the marketplaces each serves (its endpoints' documentation). */
export const SP_API_REGIONS = ['na', 'eu', 'fe'] as const;
export type SpApiRegion = (typeof SP_API_REGIONS)[number];
export const REGION_MARKETPLACES: Record<SpApiRegion, readonly string[]> = {
  na: ['US', 'CA'],
  eu: ['UK', 'DE', 'FR', 'IT', 'ES', 'IN'],
  fe: ['JP'],
};

const marketplaceCode = z.enum(MARKETPLACES.map((m) => m.code) as [string, ...string[]]);
/** LWA ids and tokens are printable ASCII without spaces; the bound keeps a body small. */
const secret = z
  .string()
  .trim()
  .min(8)
  .max(2000)
  .regex(/^[\x21-\x7e]+$/);

export const amazonConnectionCreate = z
  .object({
    name: z.string().trim().min(1).max(60),
    region: z.enum(SP_API_REGIONS),
    marketplaces: z.array(marketplaceCode).min(1).max(9),
    clientId: secret,
    clientSecret: secret,
    refreshToken: secret,
  })
  .refine((body) => body.marketplaces.every((m) => REGION_MARKETPLACES[body.region].includes(m)), {
    path: ['marketplaces'],
    message: 'every marketplace must belong to the chosen region',
  });
export type AmazonConnectionCreate = z.infer<typeof amazonConnectionCreate>;

export const amazonConnectionId = z.object({ id: z.coerce.number().int().positive() });

/** A connection as its owner sees it: secrets only masked, what the last test and sync said. */
export const amazonConnectionSchema = z.object({
  id: z.number(),
  name: z.string(),
  region: z.enum(SP_API_REGIONS),
  marketplaces: z.array(z.string()),
  clientId: z.string(),
  clientSecret: z.string(),
  refreshToken: z.string(),
  /** the operator's connection feeds the shared catalog; a seller's own is theirs alone */
  feedsSharedCatalog: z.boolean(),
  testedAt: z.number().nullable(),
  testProblem: z.string().nullable(),
  syncJobId: z.string().nullable(),
  /** the sync job is queued or running; its last progress ({step, done, total}) */
  syncing: z.boolean(),
  syncProgress: z.record(z.string(), z.unknown()).nullable(),
  lastSuccessAt: z.number().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.number().nullable(),
});
export type AmazonConnection = z.infer<typeof amazonConnectionSchema>;

export const amazonConnectionResponse = envelopeOf(amazonConnectionSchema);
export const amazonConnectionsResponse = envelopeOf(z.object({ rows: z.array(amazonConnectionSchema) }));
export const amazonSyncStartedResponse = envelopeOf(z.object({ jobId: z.string() }));
