import { LISTING_MARKETS, type Language, type ListingInput } from '@asinasin/contract';

/** The input fields a seller types, in the form's order. */
export const INPUT_FIELDS = ['productName', 'description', 'keywords'] as const;
export type InputField = (typeof INPUT_FIELDS)[number];

/**
 * Letters a marketplace's language is not written in: any non-Latin script in the Latin-script
 * marketplaces, and in Japan anything but kanji, kana and Latin (Japanese listings mix in Latin
 * words). Digits, punctuation and emojis belong to no language and pass.
 */
const FOREIGN_LETTER = {
  latin: /(?![\p{Script=Latin}])\p{L}/u,
  ja: /(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Latin}])\p{L}/u,
};

/**
 * The first field written (in part) in another language than the marketplace's: the offline
 * generator cannot translate it, and would otherwise drop those words and charge for the rest.
 */
export function untranslatableField(input: ListingInput): InputField | undefined {
  const pattern =
    LISTING_MARKETS[input.marketplace].language === 'ja' ? FOREIGN_LETTER.ja : FOREIGN_LETTER.latin;
  return INPUT_FIELDS.find((field) => pattern.test(input[field]));
}

/** The fields as the form labels them, for the refusal's message. */
export const FIELD_NAMES: Record<InputField, Record<Language, string>> = {
  productName: { 'zh-CN': '产品名称', 'en-US': 'product name' },
  description: { 'zh-CN': '产品描述', 'en-US': 'description' },
  keywords: { 'zh-CN': '关键词', 'en-US': 'keywords' },
};
