import { parseAsins } from '../../../lib/asins';

/** What is wrong with the typed ASINs: SPEC §5's two messages (common i18n keys). */
export type AsinProblem = 'messages.asinRequired' | 'messages.asinInvalid';

export const MAX_ASINS = 20;

/**
 * The reverse lookup's ASINs as typed or pasted (lib/asins), checked as a whole: none is
 * 'ASIN不能为空', any one that is not B0 + 8 is '错误的ASIN' (named in `invalid`).
 */
export function checkAsins(text: string): { asins: string[]; problem?: AsinProblem; invalid?: string } {
  const { valid, invalid } = parseAsins(text);
  if (invalid.length) return { asins: valid, problem: 'messages.asinInvalid', invalid: invalid[0] };
  if (valid.length === 0) return { asins: valid, problem: 'messages.asinRequired' };
  return { asins: valid.slice(0, MAX_ASINS) };
}
