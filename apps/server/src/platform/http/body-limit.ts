import { z } from 'zod';

/** A route whose body schema has no bound (or no schema) reads at most this much. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** Room for white space and key order a client may add around the largest valid body. */
const SLACK = 4 * 1024;
/** JSON writes any UTF-16 unit in at most 6 bytes (`\uXXXX`). */
const BYTES_PER_UNIT = 6;
const NUMBER_BYTES = 32;

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
};

const largestOf = (sizes: (number | undefined)[]) =>
  sizes.some((size) => size === undefined) ? undefined : Math.max(0, ...(sizes as number[]));

/** The most bytes a JSON value valid against `schema` can take, or undefined when unbounded. */
export function largestJson(schema: JsonSchema): number | undefined {
  if (schema.const !== undefined) return JSON.stringify(schema.const).length * BYTES_PER_UNIT;
  if (schema.enum)
    return largestOf(schema.enum.map((value) => JSON.stringify(value).length * BYTES_PER_UNIT));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return largestOf(alternatives.map(largestJson));
  if (schema.allOf) return largestOf(schema.allOf.map(largestJson));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return largestOf(types.map((type) => largestOfType(schema, type)));
}

function largestOfType(schema: JsonSchema, type: string | undefined): number | undefined {
  switch (type) {
    case 'string':
      return schema.maxLength === undefined ? undefined : schema.maxLength * BYTES_PER_UNIT + 2;
    case 'number':
    case 'integer':
      return NUMBER_BYTES;
    case 'boolean':
    case 'null':
      return 5;
    case 'array': {
      const fixed = (schema.prefixItems ?? []).map(largestJson);
      const item = schema.items ? largestJson(schema.items) : 0;
      if (schema.items && schema.maxItems === undefined) return undefined;
      const more = Math.max(0, (schema.maxItems ?? fixed.length) - fixed.length);
      const sizes = [...fixed, item];
      if (sizes.some((size) => size === undefined)) return undefined;
      const fixedBytes = (fixed as number[]).reduce((sum, size) => sum + size + 1, 0);
      return 2 + fixedBytes + more * ((item as number) + 1);
    }
    case 'object': {
      if (schema.additionalProperties) return undefined;
      let sum = 2;
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        const size = largestJson(value);
        if (size === undefined) return undefined;
        sum += JSON.stringify(key).length * BYTES_PER_UNIT + 1 + size + 1;
      }
      return sum;
    }
    default:
      return undefined;
  }
}

/**
 * The body limit of a route: its largest valid JSON body (every string at its longest, written in
 * escapes, every array full) with some slack, so a seller's valid input always fits and nothing
 * much larger is ever read. A schema without bounds gets the default.
 */
export function bodyLimitFor(bodySchema: unknown): number {
  if (!(bodySchema instanceof z.ZodType)) return DEFAULT_BODY_LIMIT;
  const jsonSchema = z.toJSONSchema(bodySchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const largest = largestJson(jsonSchema);
  return largest === undefined ? DEFAULT_BODY_LIMIT : largest + SLACK;
}
