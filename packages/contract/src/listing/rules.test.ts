import { describe, expect, it } from 'vitest';
import { BrandIndex } from './brands.js';
import type { ListingDraft } from './findings.js';
import { checkListing } from './rules.js';
import { describeFinding } from './rule-messages.js';
import { graphemeLength, splitKeywords, utf8Length } from './text.js';

const clean: ListingDraft = {
  title: 'Stainless Steel Water Bottle 750 ml, Vacuum Insulated Flask for Cold Drinks',
  bullets: [
    'Keeps drinks cold for 24 hours and hot for 12 hours with double wall vacuum insulation',
    'Leak proof lid with a carry loop fits in backpacks and bike holders',
    'Food grade 18/8 stainless steel with no metallic taste',
    'Wide mouth opening takes ice cubes and is easy to clean by hand',
    'Powder coated finish gives a firm grip and resists scratches',
  ],
  description: 'A vacuum insulated bottle for the office, the gym and long hikes.<br>Hand wash only.',
  searchTerms: 'thermos canteen hydration hiking gym sports travel mug',
};

const rules = (
  listing: Partial<ListingDraft>,
  marketplace: 'US' | 'DE' | 'JP' | 'IN' = 'US',
  brands?: BrandIndex,
) => checkListing({ ...clean, ...listing }, { marketplace, brands }).map((f) => f.rule);

describe('the listing rule checker (domain.md §7)', () => {
  it('finds nothing wrong in a listing that keeps every rule', () => {
    expect(checkListing(clean, { marketplace: 'US' })).toEqual([]);
  });

  it('refuses a title over 200 characters, counted as a person counts them', () => {
    const title = `${'Bottle '.repeat(1)}${'x'.repeat(193)}`;
    expect(graphemeLength(title)).toBe(200);
    expect(rules({ title })).not.toContain('title.length');
    expect(rules({ title: `${title}y` })).toContain('title.length');
    // 150 Chinese characters are 150 characters, not 450 bytes or 150 UTF-16 units.
    expect(graphemeLength('瓶'.repeat(150))).toBe(150);
    expect(graphemeLength('👍🏽'.repeat(3))).toBe(3);
  });

  it('advises a shorter title past 80 characters without failing it', () => {
    const findings = checkListing(
      { ...clean, title: `${clean.title} with Straw Lid` },
      { marketplace: 'US' },
    );
    expect(findings.find((f) => f.rule === 'title.advisedLength')?.severity).toBe('info');
  });

  it('refuses the characters Amazon bans in titles and the non-language symbols', () => {
    expect(rules({ title: 'Water Bottle!' })).toContain('title.bannedCharacter');
    expect(rules({ title: 'Water Bottle {Blue}' })).toContain('title.bannedCharacter');
    expect(rules({ title: 'AquaPure® Water Bottle' })).toContain('title.symbol');
    expect(rules({ title: 'Water Bottle Style #4301' })).toContain('title.contextCharacter');
  });

  it('allows a word twice in a title, not three times; articles and prepositions are exempt', () => {
    expect(rules({ title: 'Bottle for Water, Sports Bottle' })).not.toContain('title.wordRepeat');
    expect(rules({ title: 'Bottle Water Bottle Sports Bottle' })).toContain('title.wordRepeat');
    expect(
      rules({ title: 'Bottle for Gym for Office for Travel and Hiking and Camping and Home' }),
    ).not.toContain('title.wordRepeat');
    // Case does not make a different word.
    expect(rules({ title: 'BOTTLE bottle Bottle' })).toContain('title.wordRepeat');
  });

  it('refuses promotional, guarantee and restricted claims in any field', () => {
    expect(rules({ title: 'Water Bottle Free Shipping' })).toContain('text.promotional');
    expect(rules({ title: 'Best Seller Water Bottle' })).toContain('text.promotional');
    expect(rules({ bullets: ['Money back if not satisfied'] })).toContain('text.guarantee');
    expect(rules({ description: 'Antibacterial coating kills germs.' })).toContain('text.restrictedClaim');
    expect(rules({ bullets: ['Natural insect repellent for camping'] })).toContain('text.restrictedClaim');
    expect(rules({ description: 'FDA approved silicone.' })).toContain('text.restrictedClaim');
    // Whole words only: "secure" is no cure, "refundable" is listed but "fund" is not.
    expect(rules({ bullets: ['Secure screw lid'] })).not.toContain('text.restrictedClaim');
  });

  it('checks claims in the marketplace language and in English', () => {
    expect(rules({ title: 'Trinkflasche Edelstahl versandkostenfrei' }, 'DE')).toContain('text.promotional');
    expect(rules({ title: 'Trinkflasche Edelstahl Free Shipping' }, 'DE')).toContain('text.promotional');
    expect(rules({ title: 'ステンレス水筒 送料無料' }, 'JP')).toContain('text.promotional');
  });

  it('flags a superlative for review without failing the listing', () => {
    const findings = checkListing(
      { ...clean, bullets: ['The best bottle for hikers'] },
      { marketplace: 'US' },
    );
    expect(findings.find((f) => f.rule === 'text.superlative')?.severity).toBe('warning');
  });

  it('refuses special characters, emojis and end punctuation in bullets', () => {
    expect(rules({ bullets: ['Holds 750 ml at 4°C for a day'] })).toContain('bullet.specialCharacter');
    expect(rules({ bullets: ['Cold drinks all day 🧊'] })).toContain('text.emoji');
    expect(rules({ bullets: ['Keeps drinks cold.'] })).toContain('bullet.endPunctuation');
    expect(rules({ bullets: ['keeps drinks cold'] })).toContain('bullet.capital');
  });

  it('wants five bullets from a seller', () => {
    expect(rules({ bullets: clean.bullets.slice(0, 3) })).toContain('bullets.count');
  });

  it('refuses links, emails, phone numbers, HTML, ASINs and placeholders', () => {
    expect(rules({ description: 'Visit www.example.com for more' })).toContain('text.contact');
    expect(rules({ description: 'Write to help@example.com' })).toContain('text.contact');
    expect(rules({ bullets: ['Call +1 555 123 4567 today'] })).toContain('text.contact');
    expect(rules({ bullets: ['Sizes 150 200 250 ml'] })).not.toContain('text.contact');
    expect(rules({ description: '<b>Bold</b> claims' })).toContain('text.html');
    expect(rules({ description: 'Line one<br>line two' })).not.toContain('text.html');
    expect(rules({ title: 'Bottle <br> Blue' })).toContain('text.html');
    expect(rules({ bullets: ['Fits lid B0ABCDEFGH'] })).toContain('text.asin');
    expect(rules({ bullets: ['Material: N/A'] })).toContain('text.placeholder');
  });

  it('refuses text that is not in the marketplace language', () => {
    expect(rules({ title: '不锈钢保温杯 Water Bottle' })).toContain('text.script');
    expect(rules({ title: 'ステンレス 水筒 750ml' }, 'JP')).not.toContain('text.script');
  });

  it('counts backend search terms in bytes, with each marketplace its limit', () => {
    const ascii = 'a'.repeat(249);
    expect(utf8Length(ascii)).toBe(249);
    expect(rules({ searchTerms: ascii })).not.toContain('searchTerms.bytes');
    expect(rules({ searchTerms: `${ascii}b` })).toContain('searchTerms.bytes');
    // 100 umlauts are 100 characters but 200 bytes: fine in the US, over in India (< 200).
    const umlauts = 'ä'.repeat(100);
    expect(utf8Length(umlauts)).toBe(200);
    expect(rules({ searchTerms: umlauts }, 'IN')).toContain('searchTerms.bytes');
    // Japanese: 3 bytes a character, 500 bytes allowed.
    expect(rules({ searchTerms: '水'.repeat(166), title: 'ステンレス 水筒' }, 'JP')).not.toContain(
      'searchTerms.bytes',
    );
    expect(rules({ searchTerms: '水'.repeat(167), title: 'ステンレス 水筒' }, 'JP')).toContain(
      'searchTerms.bytes',
    );
  });

  it('refuses brand names in backend terms and other brands in every field, the seller’s own allowed', () => {
    const brands = new BrandIndex(['Hydro Flask', 'AirPods', 'Generic', 'GE']);
    expect(rules({ searchTerms: 'hydro flask thermos' }, 'US', brands)).toContain('searchTerms.brand');
    const findings = checkListing({ ...clean, title: 'Case for AirPods Pro' }, { marketplace: 'US', brands });
    expect(findings.find((f) => f.rule === 'text.brand')).toMatchObject({
      severity: 'error',
      params: { brand: 'AirPods' },
    });
    const own = checkListing(
      { ...clean, title: 'Hydro-Flask Bottle' },
      { marketplace: 'US', brands, ownBrand: 'hydro flask' },
    );
    expect(own.map((f) => f.rule)).not.toContain('text.brand');
    // "Generic" and two-letter names are not treated as brands.
    expect(rules({ title: 'Generic Bottle GE' }, 'US', brands)).not.toContain('text.brand');
    // Whole words: "hydro" alone is not "Hydro Flask".
    expect(rules({ title: 'Hydro Bottle' }, 'US', brands)).not.toContain('text.brand');
  });

  it('notes repeated backend words and words already in the title', () => {
    expect(rules({ searchTerms: 'thermos thermos canteen' })).toContain('searchTerms.repeat');
    expect(rules({ searchTerms: 'bottle canteen' })).toContain('searchTerms.inTitle');
  });

  it('tells each finding in both languages', () => {
    const [finding] = checkListing({ ...clean, title: 'Bottle Bottle Bottle Blue' }, { marketplace: 'US' });
    expect(describeFinding(finding!, 'en-US')).toBe(
      '"Bottle" appears 3 times in the title; a word may appear at most twice',
    );
    expect(describeFinding(finding!, 'zh-CN')).toBe('「Bottle」在标题中出现了 3 次，同一个词最多出现 2 次');
  });
});

describe('keyword boxes', () => {
  it('split on commas as a seller types them, blanks and repeats dropped', () => {
    expect(splitKeywords('water bottle, Thermos，保温杯、 ,water bottle')).toEqual([
      'water bottle',
      'Thermos',
      '保温杯',
    ]);
    expect(splitKeywords(' , ,,， ')).toEqual([]);
  });
});
