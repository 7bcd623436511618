import { KEEPA_CURRENCIES, type KeepaProduct } from './keepa-answers.js';
import { keepaMinuteToDate } from './keepa-time.js';

/** Keepa's csv types this product reads (Keepa API documentation, "Product Object": csv). */
const CSV = { AMAZON: 0, NEW: 1, SALES: 3, NEW_FBA: 10, RATING: 16, COUNT_REVIEWS: 17 } as const;
const INVALID_PRODUCT = 4;

/** One moment of a product's Keepa history: each series' value as it stood then (null: none). */
export interface KeepaObservation {
  at: Date;
  amazonPrice: number | null;
  newPrice: number | null;
  fbaPrice: number | null;
  rootRank: number | null;
  /** the rank in `KeepaHistory.subCategory` (the most specific category Keepa ranks it in) */
  subRank: number | null;
  rating: number | null;
  ratingCount: number | null;
  monthlySold: number | null;
}

export interface KeepaHistory {
  asin: string;
  title: string | null;
  brand: string | null;
  /** " > "-separated, root first */
  categoryPath: string | null;
  rootCategory: string | null;
  currency: string;
  /** the most specific category's current rank, when Keepa tracks one below the root */
  subRank: { category: string; rank: number } | null;
  /** that category, whose rank history the observations' `subRank` is */
  subCategory: string | null;
  rankDrops: { d30: number | null; d90: number | null; d180: number | null };
  observations: KeepaObservation[];
}

type Series = Map<number, number | null>;

/** A flat [minute, value, …] series as minute → value; -1 (no offer, no rank) becomes null. */
function pairs(flat: readonly number[] | null | undefined, scale: (v: number) => number): Series {
  const out: Series = new Map();
  if (!flat) return out;
  for (let i = 0; i + 1 < flat.length; i += 2)
    out.set(flat[i]!, flat[i + 1]! < 0 ? null : scale(flat[i + 1]!));
  return out;
}

const count = (v: number | null | undefined) => (v === null || v === undefined || v < 0 ? null : v);

/** An ASIN Keepa says it does not know (an INVALID product, or one with neither title nor history). */
export function isUnknownProduct(p: KeepaProduct): boolean {
  return p.productType === INVALID_PRODUCT || (!p.title && !p.csv);
}

/**
 * A Keepa product as observations over time. Keepa writes a point only when a value changes, so
 * every series holds its value until its next point: each observation carries every series'
 * value as it stood at that minute.
 */
export function keepaHistory(marketplace: string, p: KeepaProduct): KeepaHistory {
  const money = KEEPA_CURRENCIES[marketplace] ?? { currency: 'USD', perUnit: 100 };
  const price = (v: number) => Math.round((v / money.perUnit) * 100) / 100;
  const csv = p.csv ?? [];
  const sub = subCategoryOf(p);
  const series = {
    amazonPrice: pairs(csv[CSV.AMAZON], price),
    newPrice: pairs(csv[CSV.NEW], price),
    fbaPrice: pairs(csv[CSV.NEW_FBA], price),
    rootRank: pairs(csv[CSV.SALES], (v) => v),
    subRank: pairs(sub?.ranks, (v) => v),
    rating: pairs(csv[CSV.RATING], (v) => v / 10),
    ratingCount: pairs(csv[CSV.COUNT_REVIEWS], (v) => v),
    monthlySold: pairs(p.monthlySoldHistory, (v) => v),
  };
  const minutes = [...new Set(Object.values(series).flatMap((s) => [...s.keys()]))].sort((a, b) => a - b);
  const current: Omit<KeepaObservation, 'at'> = {
    amazonPrice: null,
    newPrice: null,
    fbaPrice: null,
    rootRank: null,
    subRank: null,
    rating: null,
    ratingCount: null,
    monthlySold: null,
  };
  const observations = minutes.map((minute) => {
    for (const [name, s] of Object.entries(series) as [keyof typeof series, Series][]) {
      if (s.has(minute)) current[name] = s.get(minute)!;
    }
    return { at: keepaMinuteToDate(minute), ...current };
  });
  const tree = p.categoryTree ?? [];
  return {
    asin: p.asin.toUpperCase(),
    title: p.title ?? null,
    brand: p.brand ?? null,
    categoryPath: tree.length > 0 ? tree.map((c) => c.name).join(' > ') : null,
    rootCategory: tree[0]?.name ?? null,
    currency: money.currency,
    subRank: sub && sub.latest > 0 ? { category: sub.category, rank: sub.latest } : null,
    subCategory: sub?.category ?? null,
    rankDrops: {
      d30: count(p.stats?.salesRankDrops30),
      d90: count(p.stats?.salesRankDrops90),
      d180: count(p.stats?.salesRankDrops180),
    },
    observations,
  };
}

/** The deepest category of the tree that Keepa ranks the product in now, with its rank series. */
function subCategoryOf(p: KeepaProduct): { category: string; ranks: number[]; latest: number } | null {
  const tree = p.categoryTree ?? [];
  for (let i = tree.length - 1; i > 0; i--) {
    const ranks = p.salesRanks?.[String(tree[i]!.catId)];
    const latest = ranks && ranks.length >= 2 ? ranks[ranks.length - 1]! : -1;
    if (latest > 0) return { category: tree[i]!.name, ranks: ranks!, latest };
  }
  return null;
}
