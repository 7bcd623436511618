import type { ListingDraft } from '@asinasin/contract';

export interface ListingLabels {
  title: string;
  bullets: string;
  description: string;
  searchTerms: string;
}

/**
 * A whole listing as one text to paste into notes or a spreadsheet: each part under its label
 * (in the seller's language), bullets one per line. Each field has its own copy button for
 * pasting straight into Seller Central.
 */
export function listingAsText(listing: ListingDraft, labels: ListingLabels): string {
  const bullets = listing.bullets.filter((b) => b.trim());
  return [
    `${labels.title}\n${listing.title}`,
    `${labels.bullets}\n${bullets.map((b) => `• ${b}`).join('\n')}`,
    `${labels.description}\n${listing.description}`,
    `${labels.searchTerms}\n${listing.searchTerms}`,
  ].join('\n\n');
}

/** Copywriting texts, one per line. */
export function copyAsText(items: string[]): string {
  return items.filter((item) => item.trim()).join('\n');
}
