import { parseInteger } from './numbers.js';

export interface BsrEntry {
  rank: number;
  /** The most specific category the rank is in, as the page names it ("Dining Chair Slipcovers"). */
  category: string;
}

/**
 * Where one rank starts: an optional mark ("#", "Nr.", "nº", "n°", "n.°", "No.", "n.") and a whole
 * number with any grouping ("1,643,215", "1.234.207", "1 234"), then "in/en/dans/nella/位". A 2017
 * Kindle rank names its list before "in" ("#10,214 Paid in Kindle Store"). The category runs to the
 * next rank start.
 */
const RANK_START =
  /(?:^|[\s(:>-])(?:#|nr\.?|n\.?[º°o]\.?|no\.|n\.)?\s*(?<!(?:top|les)\s*)(\d{1,3}(?:(?:[.,]|[\u00a0\u202f ])\d{3})+|\d+)\s*(?:位|(?:(?:paid|free)\s+)?(?:in(?: der)?|en|dans(?: la catégorie)?|nella(?: categoria)?|in de)\s)/giu;

/** "(See Top 100 in Kitchen)", "(Siehe Top 100 in ...)", "(Voir les 100 premiers en ...)", "(...の売れ筋ランキングを見る)". */
const TOP_100_LINK = /\((?:[^()]*\b100\b[^()]*|[^()]*売れ筋ランキングを見る[^()]*|[^()]*\bTop\b[^()]*)\)/giu;

/** Labels that may precede the ranks when the whole row's text is given. */
const LABEL =
  /^.*?(?:best\s?sellers?\s?rank|bestseller-rang|meilleures ventes d['’]amazon|más vendidos de amazon|classifica bestseller|売れ筋ランキング|en çok satanlar sıralaması)[^:：\d#]*[:：]?/iu;

/**
 * Every rank in a Best Sellers Rank text, top category first:
 * "#25,654 in Home & Kitchen (See Top 100 in Home & Kitchen) #30 in Home & Kitchen > Home Décor >
 * Slipcovers > Dining Chair Slipcovers" → [{25654, "Home & Kitchen"}, {30, "Dining Chair Slipcovers"}].
 * A path ("A > B > C") is reduced to its last step, the category the rank is in.
 */
export function parseBsrText(text: string | null | undefined): BsrEntry[] {
  if (!text) return [];
  const cleaned = text
    .replace(/[\u200e\u200f]/g, '')
    .replace(TOP_100_LINK, ' ')
    .replace(LABEL, ' ');
  const starts = [...cleaned.matchAll(RANK_START)];
  const entries: BsrEntry[] = [];
  starts.forEach((start, index) => {
    const from = (start.index ?? 0) + start[0].length;
    const to = starts[index + 1]?.index ?? cleaned.length;
    const rank = parseInteger(start[1]);
    const category = leafCategory(cleaned.slice(from, to));
    if (rank !== null && rank > 0 && category) entries.push({ rank, category });
  });
  return entries;
}

function leafCategory(path: string): string {
  const steps = path
    .split(/\s[>›]\s|\s*[>›]\s*(?=\S)/)
    .map((step) => step.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean);
  return (steps[steps.length - 1] ?? '').replace(/^[-–:]\s*/, '').replace(/[\s,;]+$/, '');
}
