import { z } from 'zod';

/** Wraps a data schema in the response envelope of SPEC §7 for OpenAPI and client parsing. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const emptyEnvelope = envelopeOf(z.null());
