import { LISTING_MARKETS, splitKeywords, type BrandIndex, type ListingInput } from '@asinasin/contract';

/**
 * Another brand's mark is never written into a listing (docs/ai/listing-rules.md "Brands"): a
 * keyword or catalog search term holding one is left out before any generator sees it. The
 * seller's own brand (the input's `brand`) stays.
 */
export function holdsOtherBrand(text: string, input: ListingInput, brands?: BrandIndex): boolean {
  return (brands?.find(text, LISTING_MARKETS[input.marketplace].locale, input.brand).length ?? 0) > 0;
}

/** The input with the keywords that name another brand left out (what the generators read). */
export function withoutOtherBrands(input: ListingInput, brands: BrandIndex): ListingInput {
  const keywords = splitKeywords(input.keywords).filter((k) => !holdsOtherBrand(k, input, brands));
  return { ...input, keywords: keywords.join(', ') };
}

/**
 * A text with other brands' names taken out, whole words only ("Yeti Style Tumbler" reads "Style
 * Tumbler"), for the product name the offline generator builds on.
 */
export function removeOtherBrands(text: string, input: ListingInput, brands?: BrandIndex): string {
  let result = text;
  for (const brand of brands?.find(text, LISTING_MARKETS[input.marketplace].locale, input.brand) ?? []) {
    const words = brand.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const pattern = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\p{L}\\p{N}]+');
    result = result.replace(new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'giu'), ' ');
  }
  return result.replace(/\s{2,}/g, ' ').trim();
}
