import { ASIN_PATTERN, MAX_COMPARED_ASINS } from '@asinasin/contract';

export interface ParsedAsins {
  /** valid ASINs, upper-cased, each once, in the order typed */
  valid: string[];
  /** what was typed that is not an ASIN, as typed */
  invalid: string[];
}

/** Typed or pasted ASINs: split on newlines, commas and spaces; SPEC §5's rule for each. */
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

/** The `asins=A,B,C` of a link, cut to what one comparison holds. */
export function asinsFromParam(value: string | null): string[] {
  return parseAsins(value ?? '').valid.slice(0, MAX_COMPARED_ASINS);
}

/** The detail page's link for one or several products (other screens link the same way). */
export function detailPath(marketplace: string, asins: string[]): string {
  const query = new URLSearchParams({ marketplace, asins: asins.join(',') });
  return `/products/hot-product-detail?${query.toString().replace(/%2C/g, ',')}`;
}
