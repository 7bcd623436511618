import {
  BrandIndex,
  checkCopy,
  checkListing,
  describeFinding,
  keywordCoverage,
  repairListing,
  scoreListing,
  splitKeywords,
  type CopyKind,
  type Finding,
  type Generation,
  type ListingDraft,
} from '@asinasin/contract';

/**
 * Test code only: a saved generation as the server answers it, checked by the same contract code
 * the server runs (apps/server/src/features/listing/report.ts), so tests use real findings.
 */
const INPUT = {
  productName: 'Stainless Steel Water Bottle 750ml',
  description: 'Double wall vacuum insulation keeps drinks cold for 24 hours.',
  keywords: 'water bottle, insulated bottle, thermos',
  marketplace: 'US' as const,
  creativity: 'standard' as const,
};

export const GOOD_LISTING: ListingDraft = {
  title: 'Stainless Steel Water Bottle 750ml - Insulated Bottle, Thermos',
  bullets: [
    'Keeps drinks cold for 24 hours with double wall vacuum insulation',
    'Leak proof lid for bags and backpacks',
    'Water bottle that fits most cup holders',
    'Insulated bottle made of food grade stainless steel',
    'Thermos sized for school, office and gym',
  ],
  description: 'This stainless steel water bottle keeps drinks cold for 24 hours.',
  searchTerms: 'flask hydration sports travel',
};

const told = (findings: Finding[]) => findings.map((f) => ({ ...f, message: describeFinding(f, 'zh-CN') }));

export function listingGeneration(
  overrides: { id?: number; listing?: ListingDraft; brands?: string[]; keywords?: string } = {},
): Generation {
  const listing = overrides.listing ?? GOOD_LISTING;
  const input = { ...INPUT, keywords: overrides.keywords ?? INPUT.keywords };
  const options = { marketplace: input.marketplace, brands: new BrandIndex(overrides.brands ?? []) };
  const findings = checkListing(listing, options);
  const coverage = keywordCoverage(listing, splitKeywords(input.keywords), input.marketplace);
  const { repairs, listing: repaired } = repairListing(listing, options);
  return {
    id: overrides.id ?? 41,
    kind: 'listing',
    input,
    listing,
    copy: null,
    report: {
      findings: told(findings),
      coverage,
      ...scoreListing(listing, findings, coverage, options),
      repairs,
      repaired,
    },
    repairsApplied: [],
    copyReport: null,
    generator: { provider: 'offline', model: 'rule-based', ruleBased: true },
    power: 1.5,
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
  };
}

export function copyGeneration(copy: string[], kind: CopyKind = 'promotion', id = 52): Generation {
  const findings = checkCopy(copy, kind, 'US');
  return {
    ...listingGeneration({ id }),
    kind: 'copywriting',
    input: { ...INPUT, kind },
    listing: null,
    copy,
    report: null,
    copyReport: { findings: told(findings), passes: !findings.some((f) => f.severity === 'error') },
  };
}
