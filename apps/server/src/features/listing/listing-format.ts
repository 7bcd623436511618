import type { ListingDraft } from '@asinasin/contract';

/**
 * The plain-text form a listing streams in, for a model and for the offline generator alike:
 * readable while it streams, and easy for any model to follow. Labels are always English; the
 * content is in the marketplace's language.
 *
 *   TITLE: …
 *   BULLET 1: … (to 5)
 *   DESCRIPTION: … (may run over several lines)
 *   SEARCH TERMS: …
 */
export function formatListing(listing: ListingDraft): string {
  return [
    `TITLE: ${listing.title}`,
    ...listing.bullets.map((b, i) => `BULLET ${i + 1}: ${b}`),
    `DESCRIPTION: ${listing.description}`,
    `SEARCH TERMS: ${listing.searchTerms}`,
  ].join('\n');
}

/** A label at a line's start, as models also write it: "**Title:**", "- Bullet 2 -", "Search terms:" */
const LABEL =
  /^[\s>*#_-]*(title|bullet(?:\s*point)?\s*(\d+)|description|search\s*terms|backend\s*search\s*terms)\s*[*_]*\s*[:：\-–]\s*[*_]*\s*/i;

export type ListingSection = 'title' | 'bullets' | 'description' | 'searchTerms';

export interface ParsedListing {
  listing: ListingDraft;
  /** sections the text did not have: a model's malformed output, flagged, never passed */
  missing: ListingSection[];
}

export function parseListing(text: string): ParsedListing {
  const sections: Partial<Record<Exclude<ListingSection, 'bullets'>, string[]>> = {};
  const bullets: string[] = [];
  /** where a line without a label belongs: the section above it */
  let append: ((line: string) => void) | undefined;
  for (const line of text.split(/\r?\n/)) {
    const label = LABEL.exec(line);
    if (!label) {
      if (append && line.trim()) append(line.trim());
      continue;
    }
    const name = label[1]!.toLowerCase();
    const rest = line.slice(label[0].length).trim();
    if (name.startsWith('bullet')) {
      const at = Number(label[2]) - 1;
      if (at < 0 || at >= 10) continue;
      bullets[at] = rest;
      append = (more) => (bullets[at] = `${bullets[at]} ${more}`.trim());
    } else {
      const key = name === 'title' ? 'title' : name === 'description' ? 'description' : 'searchTerms';
      const lines = [rest];
      sections[key] = lines;
      append = (more) => lines.push(more);
    }
  }
  const listing: ListingDraft = {
    title: (sections.title ?? []).join(' ').trim(),
    bullets: bullets.filter((b) => b !== undefined && b.trim() !== ''),
    description: (sections.description ?? []).join('\n').trim(),
    searchTerms: (sections.searchTerms ?? []).join(' ').trim(),
  };
  const missing: ListingSection[] = [];
  if (!listing.title) missing.push('title');
  if (listing.bullets.length === 0) missing.push('bullets');
  if (!listing.description) missing.push('description');
  if (!sections.searchTerms) missing.push('searchTerms');
  return { listing, missing };
}

/** Copywriting texts: one per numbered line ("1: …", "2. …", "3) …"). */
export function formatCopy(items: string[]): string {
  return items.map((item, i) => `${i + 1}: ${item}`).join('\n');
}

export function parseCopy(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => /^[\s*-]*\d{1,2}\s*[:.)：]\s*(.+)$/.exec(line)?.[1]?.trim())
    .filter((item): item is string => !!item)
    .slice(0, 10);
}
