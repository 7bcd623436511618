import type { TrademarkOffice, TrademarkWhy } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { Params, Where } from '../sql/statement.js';
import { markKeys, normalizeMark } from './mark-keys.js';

/** A word or phrase of a listing that is a mark someone holds. */
export interface BrandWordHit {
  /** the words of the text, as written */
  words: string;
  mark: string;
  owner: string | null;
  office: TrademarkOffice | null;
  serialNumber: string | null;
  status: 'live' | 'unknown';
  classes: number[];
  why: TrademarkWhy;
}

/** One text to scan: a product's title and brand, or a listing's words, with its Nice classes. */
export interface BrandScanItem {
  key: string;
  texts: string[];
  /** the classes a mark must be in to count; none given: any class */
  classes?: number[];
}

/** Phrases of up to this many words are looked up: marks like "Magic Mouse" span words. */
const MAX_PHRASE_WORDS = 3;
/** Shorter words match too many marks to be worth a flag ("a", "go", "on"). */
const MIN_LETTERS = 3;
const MAX_PHRASES = 2000;
/** The marks one batch reads at most (live first): a page of 100 titles finds far fewer. */
const MAX_MARKS = 5000;

/** The text's phrases by their compact form, each as first written. */
function phrasesOf(texts: string[]): Map<string, string> {
  const phrases = new Map<string, string>();
  for (const text of texts) {
    const words = text.split(/[\s,;|/]+/).filter((w) => normalizeMark(w));
    for (let start = 0; start < words.length; start++) {
      for (let n = 1; n <= MAX_PHRASE_WORDS && start + n <= words.length; n++) {
        const written = words.slice(start, start + n).join(' ');
        const compact = markKeys(written).compact;
        if (compact.length >= MIN_LETTERS && !phrases.has(compact) && phrases.size < MAX_PHRASES) {
          phrases.set(compact, written);
        }
      }
    }
  }
  return phrases;
}

interface StoredMark {
  mark: string;
  compact: string;
  skeleton: string;
  owner: string | null;
  office: TrademarkOffice | null;
  serial_number: string | null;
  status: 'live' | 'unknown';
  classes: number[];
}

/**
 * The brand-word scan of many texts in one catalog query (a research table's page): each item's
 * phrases that are, once case, width, punctuation, spacing and look-alike characters are folded,
 * a mark that is not dead, in the item's classes. Sound-alikes are left to the full search: on
 * every word of a title they flag too much to be read.
 */
export async function scanBrandWordsBatch(
  catalog: CatalogQueries,
  items: BrandScanItem[],
): Promise<Map<string, BrandWordHit[]>> {
  const phrasesByItem = items.map((item) => phrasesOf(item.texts));
  const compacts = new Set(phrasesByItem.flatMap((p) => [...p.keys()]));
  const skeletons = new Set(phrasesByItem.flatMap((p) => [...p.values()].map((w) => markKeys(w).skeleton)));
  const result = new Map<string, BrandWordHit[]>(items.map((item) => [item.key, []]));
  if (compacts.size === 0) return result;
  const params = new Params();
  const where = new Where(params).add(
    `(compact in (${params.list([...compacts])}) or skeleton in (${params.list([...skeletons])}))`,
    `status <> 'dead'`,
  );
  const marks = await catalog.all<StoredMark>(
    `select mark, compact, skeleton, owner, office, serial_number, status, classes from trademarks
     where ${where} order by status = 'live' desc, mark limit ${MAX_MARKS}`,
    params.values,
  );
  items.forEach((item, i) => {
    const phrases = phrasesByItem[i]!;
    const bySkeleton = new Map([...phrases.values()].map((w) => [markKeys(w).skeleton, w]));
    const hits = result.get(item.key)!;
    for (const row of marks) {
      const classes = [...row.classes];
      if (item.classes?.length && !classes.some((c) => item.classes!.includes(c))) continue;
      const direct = phrases.get(row.compact);
      const words = direct ?? bySkeleton.get(row.skeleton);
      if (!words) continue;
      hits.push({
        words,
        mark: row.mark,
        owner: row.owner,
        office: row.office,
        serialNumber: row.serial_number,
        status: row.status,
        classes,
        why: direct ? 'exact' : 'lookAlike',
      });
    }
  });
  return result;
}
