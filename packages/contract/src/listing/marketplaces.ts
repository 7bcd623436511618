import type { MarketplaceCode } from '../constants.js';

/** The languages the generator writes (docs/ai/listing-rules.md). */
export const LISTING_LANGUAGES = ['en', 'de', 'fr', 'ja', 'it', 'es'] as const;
export type ListingLanguage = (typeof LISTING_LANGUAGES)[number];

export interface ListingMarket {
  language: ListingLanguage;
  /** for Intl.Segmenter and case rules */
  locale: string;
  /**
   * Backend search terms must stay BELOW this many UTF-8 bytes (domain.md §7, ✅ [35][121]):
   * 250 in US, CA, UK and the EU, 200 in IN, 500 in JP. Over it Amazon ignores the whole field.
   */
  searchTermsBytes: number;
}

/** The output language of each marketplace: its main language (domain.md §7 per-marketplace table). */
export const LISTING_MARKETS: Record<MarketplaceCode, ListingMarket> = {
  US: { language: 'en', locale: 'en-US', searchTermsBytes: 250 },
  UK: { language: 'en', locale: 'en-GB', searchTermsBytes: 250 },
  CA: { language: 'en', locale: 'en-CA', searchTermsBytes: 250 },
  IN: { language: 'en', locale: 'en-IN', searchTermsBytes: 200 },
  DE: { language: 'de', locale: 'de-DE', searchTermsBytes: 250 },
  FR: { language: 'fr', locale: 'fr-FR', searchTermsBytes: 250 },
  IT: { language: 'it', locale: 'it-IT', searchTermsBytes: 250 },
  ES: { language: 'es', locale: 'es-ES', searchTermsBytes: 250 },
  JP: { language: 'ja', locale: 'ja-JP', searchTermsBytes: 500 },
};

/** Length limits that hold in every marketplace (domain.md §7; peers.md §6.5). */
export const LISTING_LIMITS = {
  /** ✅ [112][113][114]: at most 200 characters including spaces */
  titleMax: 200,
  /** ◐ Jungle Scout / Helium 10 title guidance (75) and Amazon's older mobile advice (< 80) */
  titleAdvised: 80,
  /** ◐ sellers get 5 bullets (vendors 10) [116][117] */
  bullets: 5,
  /** ◐ many product types allow 500 characters per bullet [116][118] */
  bulletMax: 500,
  /** ◐ Amazon's guidance: about 250/255 characters per bullet */
  bulletAdvised: 255,
  /** ⚠ about 2,000 characters (A+ content replaces it visually) */
  descriptionMax: 2000,
  /** the same word at most twice in a title (◐ [115], Jan 2025) */
  titleWordRepeats: 2,
} as const;

/**
 * Creativity (SPEC §2 AI listing assistant). Each level is a documented sampling setting for a
 * model and a rule for how far the text may depart from the seller's words (docs/ai/llm.md).
 */
export const CREATIVITY_LEVELS = ['normal', 'standard', 'enhanced', 'adventurous', 'extreme'] as const;
export type CreativityLevel = (typeof CREATIVITY_LEVELS)[number];

export interface CreativitySetting {
  temperature: number;
  topP: number;
  /** told to the model: how freely it may depart from the given keywords and facts */
  freedom: string;
}

export const CREATIVITY: Record<CreativityLevel, CreativitySetting> = {
  normal: {
    temperature: 0.2,
    topP: 0.8,
    freedom: 'Use every given keyword verbatim. Add no feature that the description does not state.',
  },
  standard: {
    temperature: 0.5,
    topP: 0.9,
    freedom: 'Use every given keyword; close variants are allowed. Add no unstated feature.',
  },
  enhanced: {
    temperature: 0.7,
    topP: 0.95,
    freedom:
      'Use the given keywords or their natural variants and add common synonyms buyers search for. Describe uses and benefits implied by the stated features.',
  },
  adventurous: {
    temperature: 0.9,
    topP: 1,
    freedom:
      'Keywords may be rephrased freely and combined; suggest usage scenarios and gift ideas that fit the product, without inventing specifications.',
  },
  extreme: {
    temperature: 1.1,
    topP: 1,
    freedom:
      'Write vivid, original copy; keywords are inspiration rather than a checklist. Never invent specifications, certifications or claims.',
  },
};

export const DEFAULT_CREATIVITY: CreativityLevel = 'standard';
