import type {
  ProductClasses,
  RiskContent,
  RiskLevel,
  RiskPatentHit,
  RiskTrademarkHit,
  TrademarkWhy,
} from '@asinasin/contract';
import { indexedDrawings, searchDesignPatents, searchTrademarks } from '../../catalog/index.js';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';

/** Words every listing has: they find marks that say nothing about this product (docs/risk.md). */
const GENERIC = new Set(
  (
    'the and for with set pack pcs piece pieces new size color colour black white inch inches cm mm ' +
    'large small mini kit from that this your you our use home kitchen women men kids baby'
  ).split(' '),
);
/** The probes one analysis sends: the brand whole, then the title's distinct words. */
export const MAX_WORDS = 10;
const MARKS_PER_WORD = 5;
const PATENT_HITS = 5;

/** The brand whole, then the title's distinct non-generic words of three letters or more. */
export function probeWords(brand: string | null, title: string | null): string[] {
  const words = new Set<string>();
  if (brand?.trim()) words.add(brand.trim().toLowerCase());
  for (const word of (title ?? '').toLowerCase().split(/[^\p{L}\p{N}'-]+/u)) {
    const clean = word.replace(/^['-]+|['-]+$/g, '');
    if (clean.length >= 3 && !/^\d+$/.test(clean) && !GENERIC.has(clean)) words.add(clean);
  }
  return [...words].slice(0, MAX_WORDS);
}

const STRONG: TrademarkWhy[] = ['exact', 'spacing', 'lookAlike', 'pinyin'];
const NEAR: TrademarkWhy[] = ['phonetic', 'editDistance'];

/**
 * How close a mark comes (research domain §5: likelihood of confusion): a live mark the same once
 * case, spacing, look-alikes or pinyin are folded is high; one that sounds alike or is a letter or
 * two apart is medium; containment only, or a dead mark, is low.
 */
export function trademarkLevel(status: string, why: readonly TrademarkWhy[]): RiskLevel {
  if (status === 'dead') return 'low';
  if (why.some((w) => STRONG.includes(w))) return 'high';
  if (why.some((w) => NEAR.includes(w))) return 'medium';
  return 'low';
}

/**
 * How close a drawing comes: the index's similarity (0..1, the best of four rotations). The bands
 * are measured on the shared drawings (docs/risk.md "Drawing bands", `npm run
 * measure:drawing-bands -w @asinasin/bench`): high where a search's best unrelated drawing (another
 * USPC class) reaches in under 1 % of searches, medium under 5 %. A match by title words alone is
 * never more than low.
 */
export function patentLevel(imageScore: number | null): RiskLevel {
  if (imageScore === null) return 'low';
  if (imageScore >= HIGH_SIMILARITY) return 'high';
  if (imageScore >= MEDIUM_SIMILARITY) return 'medium';
  return 'low';
}
export const HIGH_SIMILARITY = 0.89;
export const MEDIUM_SIMILARITY = 0.83;

const ORDER: RiskLevel[] = ['high', 'medium', 'low', 'none'];
const byLevel = <T extends { level: RiskLevel }>(a: T, b: T) =>
  ORDER.indexOf(a.level) - ORDER.indexOf(b.level);

export function overallLevel(levels: RiskLevel[]): RiskLevel {
  return levels.reduce<RiskLevel>(
    (worst, level) => (ORDER.indexOf(level) < ORDER.indexOf(worst) ? level : worst),
    'none',
  );
}

/** A mark outside the product's classes is a step less likely to be confused (research domain §5). */
const STEP_DOWN: Record<RiskLevel, RiskLevel> = { high: 'medium', medium: 'low', low: 'low', none: 'none' };

/**
 * Marks like each word, live first (catalog/trademarks), each once. With the product's classes
 * known, each word is searched in those classes first, then in all: marks in the product's
 * classes come first, and a mark outside them is a step lower (goods unrelated to the product's
 * rarely confuse a buyer; docs/risk.md, "Classes"). Without classes, every mark counts alike.
 */
export async function trademarkEvidence(
  catalog: CatalogQueries,
  words: string[],
  productClasses?: ProductClasses,
): Promise<RiskContent['trademarks']> {
  const classes = productClasses?.classes ?? [];
  const seen = new Set<string>();
  const hits: RiskTrademarkHit[] = [];
  let imported = 0;
  for (const word of words) {
    const searches = classes.length ? [classes, undefined] : [undefined];
    for (const inClasses of searches) {
      const found = await searchTrademarks(catalog, {
        trademark: word,
        page: 1,
        size: MARKS_PER_WORD,
        classes: inClasses,
      });
      imported = found.imported;
      if (imported === 0) break;
      for (const row of found.row) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        const within = classes.length ? row.classes.some((c) => classes.includes(c)) : undefined;
        const level = trademarkLevel(row.status, row.why);
        hits.push({
          word,
          mark: row.mark,
          office: row.office,
          serialNumber: row.serialNumber,
          registrationNumber: row.registrationNumber,
          status: row.status,
          classes: row.classes,
          owner: row.owner,
          why: row.why,
          level: within === false ? STEP_DOWN[level] : level,
          ...(within === undefined ? {} : { inClasses: within }),
        });
      }
    }
    if (imported === 0) break;
  }
  const ranked = hits.sort(
    (a, b) => Number(b.inClasses ?? false) - Number(a.inClasses ?? false) || byLevel(a, b),
  );
  return {
    imported,
    words,
    hits: ranked.slice(0, 20),
    ...(productClasses ? { classes: productClasses } : {}),
  };
}

/** The closest drawings to the image; without one, patents whose title holds the title's words. */
export async function patentEvidence(
  catalog: CatalogQueries,
  image: Uint8Array | undefined,
  words: string[],
): Promise<RiskContent['patents']> {
  const by = image ? 'image' : words.length ? 'title' : 'nothing';
  if (by === 'nothing') return { indexed: await indexedDrawings(catalog), by, hits: [] };
  const found = await searchDesignPatents(catalog, {
    image,
    keywords: image ? undefined : words.join(' '),
    page: 1,
    size: PATENT_HITS,
  });
  const hits: RiskPatentHit[] = found.rows.map((row) => ({
    patentNumber: row.patentNumber,
    title: row.title,
    locarnoClass: row.locarnoClass,
    publicationDate: row.publicationDate,
    score: row.score,
    imageScore: row.imageScore,
    why: row.why,
    hasDrawing: row.hasDrawing,
    level: patentLevel(row.imageScore),
  }));
  return { indexed: found.indexed, by, hits };
}
