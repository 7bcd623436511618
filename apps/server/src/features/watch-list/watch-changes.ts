import type { WatchAlert, WatchState, WatchThresholds } from '@asinasin/contract';

export interface Change {
  kind: WatchAlert['kind'];
  before: number | null;
  after: number | null;
  detail: string | null;
}

/** The change of a value in per cent of the value before (null when either is unknown). */
function percentChange(before: number | null, after: number | null): number | null {
  if (before === null || after === null || before === 0) return null;
  return (Math.abs(after - before) / before) * 100;
}

/**
 * The changes of a watched item between two refreshes that pass the seller's thresholds
 * (docs/data/keepa.md, "Watch list"): a rank moved by the per cent set (either way), a price
 * changed by the per cent set, a product new in the top 10, a keyword's search frequency rank
 * moved by the places set. A first refresh (nothing seen before) alerts nothing.
 */
export function changesOf(before: WatchState | null, after: WatchState, t: WatchThresholds): Change[] {
  if (!before) return [];
  const changes: Change[] = [];
  const rankMove = percentChange(before.rank, after.rank);
  // ranks of different categories are not comparable
  if (rankMove !== null && rankMove >= t.rankJumpPct && before.rankCategory === after.rankCategory) {
    changes.push({ kind: 'rank', before: before.rank, after: after.rank, detail: after.rankCategory });
  }
  const priceMove = percentChange(before.price, after.price);
  if (priceMove !== null && priceMove >= t.priceChangePct && before.currency === after.currency) {
    changes.push({ kind: 'price', before: before.price, after: after.price, detail: after.currency });
  }
  // a top 10 seen for the first time has no newcomer: nothing was known before
  if (before.top10.length > 0) {
    const known = new Set(before.top10);
    for (const asin of after.top10) {
      if (!known.has(asin))
        changes.push({
          kind: 'competitor',
          before: null,
          after: after.top10.indexOf(asin) + 1,
          detail: asin,
        });
    }
  }
  if (
    before.keywordRank !== null &&
    after.keywordRank !== null &&
    Math.abs(after.keywordRank - before.keywordRank) >= t.keywordRankMove
  ) {
    changes.push({ kind: 'keywordRank', before: before.keywordRank, after: after.keywordRank, detail: null });
  }
  return changes;
}
