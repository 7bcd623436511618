/** What the rule checker reports. Messages live in rule-messages.ts, keyed by `rule`. */
export const SEVERITIES = ['error', 'warning', 'info'] as const;
/** error: Amazon refuses, suppresses or edits it; warning: review before use; info: advice */
export type Severity = (typeof SEVERITIES)[number];

export const LISTING_FIELDS = ['title', 'bullets', 'description', 'searchTerms', 'copy'] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

export const RULE_IDS = [
  'format.missing',
  'title.empty',
  'title.length',
  'title.advisedLength',
  'title.bannedCharacter',
  'title.contextCharacter',
  'title.symbol',
  'title.wordRepeat',
  'title.allCaps',
  'bullets.count',
  'bullet.length',
  'bullet.advisedLength',
  'bullet.specialCharacter',
  'bullet.capital',
  'bullet.endPunctuation',
  'description.empty',
  'description.length',
  'searchTerms.bytes',
  'searchTerms.brand',
  'searchTerms.repeat',
  'searchTerms.inTitle',
  'searchTerms.punctuation',
  'copy.length',
  'text.promotional',
  'text.guarantee',
  'text.restrictedClaim',
  'text.superlative',
  'text.emoji',
  'text.contact',
  'text.html',
  'text.asin',
  'text.placeholder',
  'text.script',
  'text.brand',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

export interface Finding {
  rule: RuleId;
  severity: Severity;
  field: ListingField;
  /** which bullet or copy item (0-based), when the field has several */
  index?: number;
  /** what the message names: the word, the count, the limit… */
  params: Record<string, string | number>;
}

/** The four parts of an Amazon listing the generator writes and the checker reads. */
export interface ListingDraft {
  title: string;
  bullets: string[];
  description: string;
  searchTerms: string;
}

export function hasErrors(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.severity === 'error');
}
