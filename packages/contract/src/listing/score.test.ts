import { describe, expect, it } from 'vitest';
import { BrandIndex } from './brands.js';
import { keywordCoverage } from './coverage.js';
import type { ListingDraft } from './findings.js';
import { MARKETPLACE_BRAND_NAMES } from './marketplace-brands.js';
import { checkListing } from './rules.js';
import { scoreListing, SCORE_WEIGHTS } from './score.js';
import { splitKeywords } from './text.js';

const KEYWORDS = 'water bottle, insulated bottle, gym bottle';
const brands = new BrandIndex(MARKETPLACE_BRAND_NAMES);

/** The examples of docs/ai/listing-rules.md "Score" (its table shows these numbers), scored as the server does. */
function score(listing: ListingDraft, keywords = KEYWORDS, ownBrand?: string) {
  const options = { marketplace: 'US' as const, brands, ownBrand };
  const findings = checkListing(listing, options);
  const coverage = keywordCoverage(listing, splitKeywords(keywords), 'US');
  return { ...scoreListing(listing, findings, coverage, options), findings };
}

const empty: ListingDraft = { title: '', bullets: [], description: '', searchTerms: '' };

export const GOOD: ListingDraft = {
  title:
    'Insulated Water Bottle 750ml, Stainless Steel Gym Bottle with Leak Proof Lid, Keeps Drinks Cold 24 Hours',
  bullets: [
    'Double wall vacuum insulation: iced water stays cold for 24 hours and coffee hot for 12, without condensation on the outside',
    'Leak proof twist cap with a silicone seal, so the bottle rides upside down in a gym bag or backpack without a drop',
    'Food grade 18/8 steel inside, no plastic taste; the powder coated outside grips well in wet hands',
    'Fits standard car cup holders and bike cages; the wide mouth takes ice cubes and a cleaning brush',
    'Includes two lids, a straw lid for workouts and a chug cap for hiking; hand wash recommended',
  ],
  description:
    'A 750ml bottle for the gym, the office and long walks. The double wall keeps the temperature in and the outside dry, so it never sweats onto papers or into a bag. Both lids seal with silicone rings that come out for cleaning. The steel body resists dents from daily knocks, and the matte coating keeps its colour through many washes. Suitable for water, juice, tea and coffee; not for carbonated drinks.',
  searchTerms: 'flask thermos canteen tumbler hydration hiking camping sports workout office school travel',
};

/** What the offline generator wrote before: the product name and keywords arranged into fixed sentences. */
export const TEMPLATE: ListingDraft = {
  title: 'Stainless Steel Water Bottle 750ml, Insulated Gym Bottle',
  bullets: [
    'Made for water bottle: Stainless Steel Water Bottle 750ml for buyers looking for water bottle',
    'Made for insulated bottle: Stainless Steel Water Bottle 750ml for buyers looking for insulated bottle',
    'Made for gym bottle: Stainless Steel Water Bottle 750ml for buyers looking for gym bottle',
    'What it is: Stainless Steel Water Bottle 750ml',
    'Included: Stainless Steel Water Bottle 750ml',
  ],
  description:
    'Stainless Steel Water Bottle 750ml for anyone looking for water bottle, insulated bottle and gym bottle.',
  searchTerms: 'water insulated gym',
};

describe('the listing score weighs what is missing and what is there', () => {
  it('gives an empty listing nothing', () => {
    expect(score(empty, '')).toMatchObject({ score: 0, passes: false });
  });

  it('scores a title alone low: no bullets, description or search terms', () => {
    const { score: points, passes } = score({ ...empty, title: 'Stainless Steel Water Bottle 750ml' });
    expect(passes).toBe(true);
    expect(points).toBe(13);
  });

  it('scores a full, specific listing high', () => {
    const result = score(GOOD);
    expect(result.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(result.passes).toBe(true);
    expect(result.score).toBe(99);
  });

  it('scores template bullets that only repeat the name and keywords well below a real listing', () => {
    const result = score(TEMPLATE);
    expect(result.passes).toBe(true);
    expect(result.score).toBe(47);
    expect(result.score).toBeLessThan(score(GOOD).score - 25);
  });

  it('fails a listing naming a competitor brand, and caps its score', () => {
    const result = score({ ...GOOD, title: `${GOOD.title}, Hydro Flask, Yeti` });
    expect(result.passes).toBe(false);
    expect(result.score).toBe(SCORE_WEIGHTS.failingMax);
    expect(result.findings.filter((f) => f.rule === 'text.brand')).toEqual([
      expect.objectContaining({ severity: 'error', field: 'title', params: { brand: 'Hydro Flask' } }),
      expect.objectContaining({ severity: 'error', field: 'title', params: { brand: 'YETI' } }),
    ]);
  });

  it('lets the seller name their own brand in the copy, not in the search terms', () => {
    const own = { ...GOOD, title: `YETI ${GOOD.title}`, searchTerms: `${GOOD.searchTerms} yeti` };
    const result = score(own, KEYWORDS, 'Yeti');
    expect(result.findings.filter((f) => f.rule === 'text.brand')).toEqual([]);
    expect(result.findings.map((f) => f.rule)).toContain('searchTerms.brand');
  });
});
