import { ASIN_PATTERN, LIMITS } from '@asinasin/contract';

/** What is wrong with the typed ASINs: SPEC §5's two messages (common i18n keys). */
export type AsinProblem = 'messages.asinRequired' | 'messages.asinInvalid';

export const MAX_ASINS = 20;

/**
 * ASINs pasted or typed: separated by new lines, commas (also Chinese ones), semicolons or spaces;
 * trimmed, upper-cased, each once. SPEC §5: none is 'ASIN不能为空', one not B0 + 8 is '错误的ASIN'.
 */
export function parseAsins(text: string): { asins: string[]; problem?: AsinProblem; invalid?: string } {
  const asins = [
    ...new Set(
      text
        .split(/[\s,，;；]+/u)
        .map((part) => part.trim().toUpperCase())
        .filter((part) => part.length > 0),
    ),
  ];
  if (asins.length === 0) return { asins, problem: 'messages.asinRequired' };
  const invalid = asins.find((asin) => asin.length > LIMITS.asin || !ASIN_PATTERN.test(asin));
  if (invalid) return { asins, problem: 'messages.asinInvalid', invalid };
  return { asins: asins.slice(0, MAX_ASINS) };
}
