import {
  copywritingInputSchema,
  type BrandIndex,
  type CopyKind,
  type Generation,
  type Language,
  type ListingDraft,
  type Repair,
} from '@asinasin/contract';
import type { GenerationRow } from './listing.repository.js';
import type { ListingSection } from './listing-format.js';
import { copyReport, listingReport } from './report.js';

/** What ai_generations.output holds: a listing (with what was repaired and missing) or copy texts. */
export interface StoredOutput {
  listing?: ListingDraft;
  repairsApplied?: Repair[];
  missing?: ListingSection[];
  copy?: string[];
}

/** A saved generation as the API shows it, checked now against the current rules and brand list. */
export function generationView(row: GenerationRow, brands: BrandIndex, language: Language): Generation {
  const input = copywritingInputSchema.partial({ kind: true }).parse(JSON.parse(row.input));
  const output = JSON.parse(row.output) as StoredOutput;
  const context = {
    marketplace: input.marketplace,
    keywords: input.keywords,
    brands,
    ownBrand: input.brand,
    language,
  };
  // A section still empty after edits stays flagged as missing.
  const missing = (output.missing ?? []).filter((s) =>
    s === 'bullets'
      ? !output.listing?.bullets.length
      : !output.listing?.[s as Exclude<ListingSection, 'bullets'>],
  );
  return {
    id: row.id,
    kind: row.kind === 'copywriting' ? 'copywriting' : 'listing',
    input,
    listing: output.listing ?? null,
    copy: output.copy ?? null,
    report: output.listing ? listingReport(output.listing, { ...context, missing }) : null,
    repairsApplied: output.repairsApplied ?? [],
    copyReport: output.copy
      ? copyReport(output.copy, (input.kind ?? 'aplusHeadline') as CopyKind, context)
      : null,
    generator: {
      provider: row.provider === 'openai-compatible' ? 'openai-compatible' : 'offline',
      model: row.model,
      ruleBased: row.provider !== 'openai-compatible',
    },
    power: row.power / 100,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
