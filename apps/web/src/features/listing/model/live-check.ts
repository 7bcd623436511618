import {
  BrandIndex,
  checkCopy,
  checkListing,
  keywordCoverage,
  MARKETPLACE_BRAND_NAMES,
  scoreListing,
  splitKeywords,
  type CopyKind,
  type CoverageMap,
  type Finding,
  type ListingDraft,
  type MarketplaceCode,
} from '@asinasin/contract';

/** Rules whose finding names a brand (params.brand). */
const BRAND_RULES = new Set<Finding['rule']>(['text.brand', 'searchTerms.brand']);

export function isBrandFinding(finding: Pick<Finding, 'rule'>): boolean {
  return BRAND_RULES.has(finding.rule);
}

/** The brand names a list of findings flags, each once. */
export function flaggedBrands(findings: readonly Pick<Finding, 'rule' | 'params'>[]): string[] {
  return [...new Set(findings.filter(isBrandFinding).map((f) => String(f.params.brand)))];
}

/**
 * The browser knows the sourced marks every instance ships (MARKETPLACE_BRANDS) but not the
 * catalog's brands or trademark lists, which live on the server; so it also checks against the
 * brands the server has found in this text so far: an edit that keeps or moves a flagged brand
 * stays flagged while the seller types, before the server has seen it.
 */
export function brandIndexOf(brands: Iterable<string>): BrandIndex {
  return new BrandIndex([...MARKETPLACE_BRAND_NAMES, ...brands]);
}

export interface LiveListingReport {
  findings: Finding[];
  coverage: CoverageMap;
  score: number;
  passes: boolean;
}

/** The contract's rule checker, run in the browser on every edit (the server runs the same code). */
export function checkListingLive(
  listing: ListingDraft,
  keywords: string,
  marketplace: MarketplaceCode,
  brands: BrandIndex,
): LiveListingReport {
  const findings = checkListing(listing, { marketplace, brands });
  const coverage = keywordCoverage(listing, splitKeywords(keywords), marketplace);
  return { findings, coverage, ...scoreListing(listing, findings, coverage, { marketplace }) };
}

export function checkCopyLive(
  items: string[],
  kind: CopyKind,
  marketplace: MarketplaceCode,
  brands: BrandIndex,
): { findings: Finding[]; passes: boolean } {
  const findings = checkCopy(items, kind, marketplace, brands);
  return { findings, passes: !findings.some((f) => f.severity === 'error') };
}

/** The findings of one field (and one bullet or copy item, when `index` is given). */
export function findingsOf(findings: readonly Finding[], field: Finding['field'], index?: number): Finding[] {
  return findings.filter((f) => f.field === field && (index === undefined || f.index === index));
}

export function sameListing(a: ListingDraft, b: ListingDraft): boolean {
  return (
    a.title === b.title &&
    a.description === b.description &&
    a.searchTerms === b.searchTerms &&
    a.bullets.length === b.bullets.length &&
    a.bullets.every((bullet, i) => bullet === b.bullets[i])
  );
}
