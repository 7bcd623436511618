import { ASIN_PATTERN } from '@asinasin/contract';

export interface ParsedAsins {
  /** valid ASINs, upper-cased, each once, in the order typed */
  valid: string[];
  /** what was typed that is not an ASIN, as typed */
  invalid: string[];
}

/**
 * ASINs typed or pasted: separated by new lines, commas (also Chinese ones), semicolons or spaces;
 * SPEC §5's rule for each (trimmed, upper-cased, B0 + 8 letters or digits).
 */
export function parseAsins(text: string): ParsedAsins {
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\s,，;；]+/u)) {
    const asin = part.trim().toUpperCase();
    if (!asin) continue;
    if (!ASIN_PATTERN.test(asin)) invalid.push(part.trim());
    else if (!valid.includes(asin)) valid.push(asin);
  }
  return { valid, invalid };
}
