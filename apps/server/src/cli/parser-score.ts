import type { AmazonPage, ProductPage, ResultItem } from '@asinasin/contract';

/**
 * How much of what a saved page shows the parsers read (docs/data/amazon-pages.md, "Measured on
 * pages held out"). A field is "known" when the page's expected JSON gives it a value; it is "read"
 * when the parser returns that value. A value the parser returns where the page shows none is
 * "invented": it is counted apart, since it is worse than a miss.
 */
export interface PageScore {
  known: number;
  read: number;
  invented: number;
  /** "field: expected … got …" for every miss and invented value. */
  misses: string[];
}

/** The fields of a product page the measure counts; imageUrl and boughtPastMonth are not in the truth. */
const PRODUCT_FIELDS = [
  'marketplace',
  'asin',
  'title',
  'brand',
  'price',
  'rating',
  'ratingCount',
  'bsr',
  'dateFirstAvailable',
  'weight',
  'dimensions',
] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function normalized(value: unknown): Json {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim();
  if (typeof value === 'number') return Math.round(value * 1000) / 1000;
  if (Array.isArray(value)) return value.map(normalized);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, normalized(v)]),
    );
  return value === undefined ? null : (value as Json);
}

function same(expected: unknown, actual: unknown): boolean {
  return JSON.stringify(normalized(expected)) === JSON.stringify(normalized(actual));
}

function emptyScore(): PageScore {
  return { known: 0, read: 0, invented: 0, misses: [] };
}

function count(score: PageScore, field: string, expected: unknown, actual: unknown): void {
  const show = (value: unknown) => JSON.stringify(normalized(value));
  if (expected === null || expected === undefined) {
    if (actual !== null && actual !== undefined) {
      score.invented += 1;
      score.misses.push(`${field}: invented ${show(actual)}`);
    }
    return;
  }
  score.known += 1;
  if (same(expected, actual)) score.read += 1;
  else score.misses.push(`${field}: expected ${show(expected)}, got ${show(actual)}`);
}

/** The price is read only with its condition: a used price taken for a new one is a miss. */
function priceWithCondition(page: Partial<ProductPage>): unknown {
  return page.price ? { ...page.price, condition: page.priceCondition ?? 'new' } : null;
}

function scoreProduct(expected: Partial<ProductPage>, actual: AmazonPage): PageScore {
  const score = emptyScore();
  const page: Partial<ProductPage> = actual.kind === 'product' ? actual : {};
  for (const field of PRODUCT_FIELDS) {
    if (field === 'price') count(score, field, priceWithCondition(expected), priceWithCondition(page));
    else count(score, field, expected[field], page[field]);
  }
  return score;
}

interface ExpectedItem {
  position: number;
  asin: string;
  title: string | null;
  price: { amount: number; currency: string } | null;
}

function scoreResults(
  expected: { marketplace: string; keyword?: string | null; category?: string | null; items: ExpectedItem[] },
  actual: AmazonPage,
): PageScore {
  const score = emptyScore();
  const items: ResultItem[] = actual.kind === 'product' ? [] : actual.items;
  count(score, 'marketplace', expected.marketplace, actual.marketplace);
  if ('keyword' in expected)
    count(score, 'keyword', expected.keyword, actual.kind === 'search' ? actual.keyword : null);
  if ('category' in expected)
    count(score, 'category', expected.category, actual.kind === 'bestsellers' ? actual.category : null);
  const byPosition = new Map(items.map((item) => [item.position, item]));
  for (const item of expected.items) {
    const found = byPosition.get(item.position);
    count(score, `#${item.position} asin`, item.asin, found?.asin ?? null);
    count(score, `#${item.position} title`, item.title, found?.title ?? null);
    count(score, `#${item.position} price`, item.price, found?.price ?? null);
  }
  const expectedPositions = new Set(expected.items.map((item) => item.position));
  for (const item of items)
    if (!expectedPositions.has(item.position))
      count(score, `#${item.position} (not a result)`, null, item.asin);
  return score;
}

/** Scores one parsed page against the expected JSON written beside it. */
export function scorePage(
  expected: { kind: string } & Record<string, unknown>,
  actual: AmazonPage,
): PageScore {
  const score =
    expected.kind === 'product'
      ? scoreProduct(expected as Partial<ProductPage>, actual)
      : scoreResults(expected as unknown as Parameters<typeof scoreResults>[0], actual);
  if (expected.kind !== actual.kind)
    score.misses.unshift(`kind: expected ${expected.kind}, got ${actual.kind}`);
  return score;
}

export function addScores(scores: readonly PageScore[]): PageScore {
  return scores.reduce(
    (total, score) => ({
      known: total.known + score.known,
      read: total.read + score.read,
      invented: total.invented + score.invented,
      misses: [...total.misses, ...score.misses],
    }),
    emptyScore(),
  );
}
