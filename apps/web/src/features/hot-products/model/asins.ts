import { MAX_COMPARED_ASINS } from '@asinasin/contract';
import { parseAsins } from '../../../lib/asins';

/** The `asins=A,B,C` of a link, cut to what one comparison holds. */
export function asinsFromParam(value: string | null): string[] {
  return parseAsins(value ?? '').valid.slice(0, MAX_COMPARED_ASINS);
}
