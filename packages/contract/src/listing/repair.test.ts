import { describe, expect, it } from 'vitest';
import { BrandIndex } from './brands.js';
import { keywordCoverage } from './coverage.js';
import type { ListingDraft } from './findings.js';
import { repairListing } from './repair.js';
import { checkListing } from './rules.js';
import { scoreListing } from './score.js';
import { graphemeLength, utf8Length } from './text.js';

const broken: ListingDraft = {
  title: `Water Bottle!!! Bottle Sports Bottle ® ${'Insulated '.repeat(30)}`,
  bullets: [
    'keeps drinks cold at 4°C. 🧊',
    'Visit www.example.com for spare lids.',
    '<b>Leak proof</b> lid…',
    'Fits cup holders',
    'Wide mouth',
    'A sixth bullet that sellers cannot have',
  ],
  description: '<p>Great <script>x</script>bottle</p><br>Hand wash.',
  searchTerms: `thermos, thermos, Hydro Flask B0ABCDEFGH canteen ${'flask '.repeat(10)}${'hydration '.repeat(40)} ${Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ')}`,
};

describe('mechanical repairs', () => {
  const brands = new BrandIndex(['Hydro Flask']);
  const { listing, repairs } = repairListing(broken, { marketplace: 'US', brands });

  it('leave no error that a mechanical fix can remove', () => {
    const rules = checkListing(listing, { marketplace: 'US', brands }).map((f) => f.rule);
    for (const rule of [
      'title.length',
      'title.bannedCharacter',
      'title.symbol',
      'title.wordRepeat',
      'bullet.specialCharacter',
      'bullet.endPunctuation',
      'bullet.capital',
      'text.emoji',
      'text.contact',
      'text.html',
      'text.asin',
      'searchTerms.bytes',
      'searchTerms.brand',
      'searchTerms.repeat',
      'searchTerms.inTitle',
      'searchTerms.punctuation',
      'bullets.count',
    ]) {
      expect(rules, rule).not.toContain(rule);
    }
    expect(graphemeLength(listing.title)).toBeLessThanOrEqual(200);
    expect(utf8Length(listing.searchTerms)).toBeLessThan(250);
    expect(listing.bullets).toHaveLength(5);
    expect(listing.title.split(/\s+/).filter((w) => w.toLowerCase() === 'bottle')).toHaveLength(2);
  });

  it('tell each change as before and after with the rules it satisfies', () => {
    const title = repairs.find((r) => r.field === 'title')!;
    expect(title.before).toBe(broken.title);
    expect(title.rules).toEqual(
      expect.arrayContaining(['title.bannedCharacter', 'title.symbol', 'title.wordRepeat']),
    );
    expect(repairs.find((r) => r.field === 'bullets' && r.index === 0)?.after).toBe(
      'Keeps drinks cold at 4C',
    );
    expect(repairs.find((r) => r.field === 'searchTerms')?.rules).toContain('searchTerms.brand');
  });

  it('change nothing in a listing that keeps the rules', () => {
    const again = repairListing(listing, { marketplace: 'US', brands });
    expect(again.repairs).toEqual([]);
  });

  it('remove claims only when asked to', () => {
    const claims = { ...listing, bullets: ['Money back guarantee on this insulated bottle'] };
    expect(repairListing(claims, { marketplace: 'US' }).listing.bullets[0]).toContain('Money back');
    const cleaned = repairListing(claims, { marketplace: 'US', removeClaims: true }).listing;
    expect(checkListing(cleaned, { marketplace: 'US' }).map((f) => f.rule)).not.toContain('text.guarantee');
  });
});

describe('keyword coverage and score', () => {
  const listing: ListingDraft = {
    title: 'Stainless Steel Water Bottle for Sports',
    bullets: ['Insulated flask keeps drinks cold', 'Leak proof lid'],
    description: 'Made for hiking trips.',
    searchTerms: 'thermos canteen',
  };

  it('tells where each keyword is and which are missing', () => {
    const map = keywordCoverage(
      listing,
      ['water bottles', 'insulated flask', 'thermos', 'hiking', 'yoga mat'],
      'US',
    );
    expect(map.keywords[0]).toMatchObject({ keyword: 'water bottles', title: true, titlePhrase: false });
    expect(map.keywords[1]).toMatchObject({ title: false, bullets: [0] });
    expect(map.keywords[2]).toMatchObject({ searchTerms: true });
    expect(map.keywords[3]).toMatchObject({ description: true });
    expect(map.missing).toEqual(['yoga mat']);
    expect(map.ratio).toBeCloseTo(0.8);
  });

  it('matches Japanese and Chinese keywords as text', () => {
    const map = keywordCoverage({ ...listing, title: 'ステンレス水筒 保冷' }, ['水筒', '保温杯'], 'JP');
    expect(map.keywords[0]!.title).toBe(true);
    expect(map.missing).toEqual(['保温杯']);
  });

  it('scores a listing and passes it only without errors', () => {
    const coverage = keywordCoverage(listing, ['water bottle'], 'US');
    expect(scoreListing(listing, [], coverage, { marketplace: 'US' }).passes).toBe(true);
    const findings = checkListing({ ...listing, title: 'Water Bottle Free Shipping' }, { marketplace: 'US' });
    const scored = scoreListing(listing, findings, coverage, { marketplace: 'US' });
    expect(scored.passes).toBe(false);
    expect(scored.score).toBeLessThan(100);
  });
});
