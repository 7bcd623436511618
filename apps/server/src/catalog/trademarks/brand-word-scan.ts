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
  status: 'live' | 'unknown';
  classes: number[];
  why: TrademarkWhy;
}

/** Phrases of up to this many words are looked up: marks like "Magic Mouse" span words. */
const MAX_PHRASE_WORDS = 3;
/** Shorter words match too many marks to be worth a flag ("a", "go", "on"). */
const MIN_LETTERS = 3;
const MAX_PHRASES = 2000;

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

/**
 * The brand-word scan other screens use (listing generator, research tables, risk analysis): the
 * words and phrases of a title and keywords that are, once case, width, punctuation, spacing and
 * look-alike characters are folded, a mark that is not dead, in the given Nice classes (any class
 * when none are given). Sound-alikes are left to the full search: on every word of a title they
 * flag too much to be read.
 */
export async function scanBrandWords(
  catalog: CatalogQueries,
  input: { texts: string[]; classes?: number[] },
): Promise<BrandWordHit[]> {
  const phrases = phrasesOf(input.texts);
  if (phrases.size === 0) return [];
  const skeletons = new Map(
    [...phrases.keys()].map((compact) => [markKeys(phrases.get(compact)!).skeleton, compact]),
  );
  const params = new Params();
  const where = new Where(params).add(
    `(compact in (${params.list([...phrases.keys()])}) or skeleton in (${params.list([...skeletons.keys()])}))`,
    `status <> 'dead'`,
  );
  if (input.classes?.length) where.add(`list_has_any(classes, [${params.list(input.classes)}])`);
  const rows = await catalog.all<{
    mark: string;
    compact: string;
    skeleton: string;
    owner: string | null;
    office: TrademarkOffice | null;
    status: 'live' | 'unknown';
    classes: number[];
  }>(
    `select mark, compact, skeleton, owner, office, status, classes from trademarks where ${where}
     order by status = 'live' desc, mark limit 200`,
    params.values,
  );
  return rows.map((row) => {
    const direct = phrases.get(row.compact);
    return {
      words: direct ?? phrases.get(skeletons.get(row.skeleton)!)!,
      mark: row.mark,
      owner: row.owner,
      office: row.office,
      status: row.status,
      classes: [...row.classes],
      why: direct ? 'exact' : 'lookAlike',
    };
  });
}
