/**
 * Marks whose owners have gone to court against counterfeits sold on Amazon, each with the public
 * page that says so. They bridge the gap until the trademark store exists: every instance knows them
 * even with an empty catalog, and the catalog's brands join them (docs/ai/listing-rules.md "Brands").
 * Only names a cited page states are here; a mark that is also a plain English word ("Champion")
 * or of one or two letters ("3M") is left out, as it would flag ordinary text.
 */
export const MARKETPLACE_BRANDS: readonly { name: string; source: string }[] = [
  // Amazon's Counterfeit Crimes Unit, joint lawsuits (May 22, 2023: YETI; May 10, 2023: Canon;
  // Feb 8, 2024: BMW).
  {
    name: 'YETI',
    source:
      'https://www.aboutamazon.com/news/policy-news-views/the-latest-updates-from-amazons-counterfeit-crimes-unit',
  },
  {
    name: 'Canon',
    source:
      'https://www.aboutamazon.com/news/policy-news-views/the-latest-updates-from-amazons-counterfeit-crimes-unit',
  },
  {
    name: 'BMW',
    source:
      'https://www.aboutamazon.com/news/policy-news-views/the-latest-updates-from-amazons-counterfeit-crimes-unit',
  },
  // Amazon Brand Services, the CCU's "Latest activity" (2021: GoPro, Asmodee's Dixit, Salvatore Ferragamo).
  { name: 'GoPro', source: 'https://brandservices.amazon.ca/counterfeitcrimesunit' },
  { name: 'Dixit', source: 'https://brandservices.amazon.ca/counterfeitcrimesunit' },
  { name: 'Salvatore Ferragamo', source: 'https://brandservices.amazon.ca/counterfeitcrimesunit' },
  // Pacific Market International's Stanley tumblers; the same page lists Gillette among Amazon's
  // earlier joint lawsuits.
  {
    name: 'Stanley',
    source: 'https://ppai.org/media-hub/maker-of-stanley-tumblers-teams-with-amazon-to-sue-counterfeiters',
  },
  {
    name: 'Gillette',
    source: 'https://ppai.org/media-hub/maker-of-stanley-tumblers-teams-with-amazon-to-sue-counterfeiters',
  },
  // Helen of Troy's ITC complaint against counterfeit Hydro Flask imports.
  {
    name: 'Hydro Flask',
    source: 'https://kitchenwaretoday.com/hydro-flask-files-itc-complaint-counterfeits/',
  },
  // Amazon and Valentino's joint lawsuit against fake Valentino shoes (June 2020).
  { name: 'Valentino', source: 'https://www.orcapac.com/blog/amazon-counterfeit-crimes-unit/' },
];

/** The names alone, for a BrandIndex. */
export const MARKETPLACE_BRAND_NAMES: readonly string[] = MARKETPLACE_BRANDS.map((b) => b.name);
