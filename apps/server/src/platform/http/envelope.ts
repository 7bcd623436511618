import type { Envelope } from '@asinasin/contract';

export function ok<T>(data: T, msg = ''): Envelope<T> {
  return { code: 1, msg, data };
}
