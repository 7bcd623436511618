import { parseDecimal, parseInteger } from './numbers.js';

/**
 * The average star rating: "4.5 out of 5 stars", "4,1 de 5 estrellas", "4,5 von 5 Sternen",
 * "4,5 sur 5 étoiles", "4,5 su 5 stelle", "5 yıldız üzerinden 4,7", "5つ星のうち4.5". Null when the
 * text is not a rating on a scale of five.
 */
export function parseRating(text: string | null | undefined): number | null {
  if (!text) return null;
  // Scale first (Turkish, Japanese): "5 yıldız üzerinden 4,7", "5つ星のうち4.5".
  const scaleFirst = /\b5\s*(?:yıldız üzerinden|つ星のうち|星中)\s*(\d(?:[.,]\d)?)/iu.exec(text);
  // Rating first: "4.5 out of 5", "4,5 von 5", "4,1 de 5", "4,5 sur 5", "4,5 su 5", "4,5 van 5".
  const ratingFirst =
    /(?<![\d.,])(\d(?:[.,]\d{1,2})?)\s*(?:out of|von|de|sur|su|van|z|av|из|of)\s*5(?!\d)/iu.exec(text);
  const raw = scaleFirst?.[1] ?? ratingFirst?.[1];
  if (raw === undefined) return null;
  const value = parseDecimal(raw, raw.includes(',') ? ',' : '.');
  // Stars run from 1 to 5; "0 out of 5 stars" is how some layouts say there is no rating yet.
  return value !== null && value >= 1 && value <= 5 ? value : null;
}

/**
 * How many ratings (or reviews) a product has: "21,200 ratings", "5.182 valoraciones",
 * "105 customer reviews", "(1,234)", "23.496", "1.2K". Always a whole number, so "." and "," group.
 */
export function parseRatingCount(text: string | null | undefined): number | null {
  return parseInteger(text);
}

/** Texts that say a product has no review yet ("Be the first to review this item"). */
const NO_REVIEW_YET = [
  /be the first to review/i,
  /schreiben sie die erste bewertung/i,
  /soyez la première personne à écrire un commentaire/i,
  /soyez le premier à (?:écrire|évaluer)/i,
  /sé el primero en (?:opinar|escribir)/i,
  /scrivi la prima recensione/i,
  /recensisci per primo/i,
  /最初のレビューを書/,
  /no customer reviews/i,
  /there are no customer (?:ratings|reviews)/i,
];

export function saysNoReviewYet(text: string): boolean {
  return NO_REVIEW_YET.some((pattern) => pattern.test(text));
}
