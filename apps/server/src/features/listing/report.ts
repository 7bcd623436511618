import {
  checkCopy,
  checkListing,
  describeFinding,
  keywordCoverage,
  repairListing,
  scoreListing,
  splitKeywords,
  type BrandIndex,
  type CopyKind,
  type Finding,
  type Language,
  type ListingDraft,
  type MarketplaceCode,
} from '@asinasin/contract';
import type { ListingSection } from './listing-format.js';

export interface ReportContext {
  marketplace: MarketplaceCode;
  keywords: string;
  brands: BrandIndex;
  language: Language;
  /** the seller's own brand (the generation's input): allowed in the copy */
  ownBrand?: string;
  /** sections a model's output lacked: each an error, so such output never passes */
  missing?: ListingSection[];
}

const told = (findings: Finding[], language: Language) =>
  findings.map((f) => ({ ...f, message: describeFinding(f, language) }));

/** A listing's findings, keyword coverage, score and the mechanical rewrites, in the caller's language. */
export function listingReport(listing: ListingDraft, context: ReportContext) {
  const options = { marketplace: context.marketplace, brands: context.brands, ownBrand: context.ownBrand };
  const missing: Finding[] = (context.missing ?? []).map((section) => ({
    rule: 'format.missing',
    severity: 'error',
    field: section,
    params: { section },
  }));
  const findings = [...missing, ...checkListing(listing, options)];
  const coverage = keywordCoverage(listing, splitKeywords(context.keywords), context.marketplace);
  const { repairs, listing: repaired } = repairListing(listing, options);
  return {
    findings: told(findings, context.language),
    coverage,
    ...scoreListing(listing, findings, coverage, options),
    repairs,
    repaired,
  };
}

export function copyReport(copy: string[], kind: CopyKind, context: Omit<ReportContext, 'keywords'>) {
  const findings = checkCopy(copy, kind, context.marketplace, context.brands, context.ownBrand);
  return {
    findings: told(findings, context.language),
    passes: !findings.some((f) => f.severity === 'error'),
  };
}
