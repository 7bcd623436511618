import type { ClickedProduct } from '@asinasin/contract';

/**
 * A search term's three most clicked products, as Amazon's search terms report gives them
 * (docs/data/aba.md): one row type, one mapper and one rounding for every screen that shows them,
 * so the same share reads the same on Brand Analytics and on keyword mining (decisions/0028).
 */

/** The report's three clicked slots, as the statements select them. */
export interface ClickedColumns {
  asin_1: string | null;
  click_share_1: number | null;
  conversion_share_1: number | null;
  asin_2: string | null;
  click_share_2: number | null;
  conversion_share_2: number | null;
  asin_3: string | null;
  click_share_3: number | null;
  conversion_share_3: number | null;
}

const SLOTS = [1, 2, 3] as const;

/** The slot columns of `search_terms` (optionally of an alias), in click order. */
export const clickedColumns = (alias = '') =>
  SLOTS.flatMap((k) => [
    `${alias}asin_${k}`,
    `${alias}click_share_${k}`,
    `${alias}conversion_share_${k}`,
  ]).join(', ');

/**
 * The three shares of a kind added up (click concentration, conversion share): missing shares
 * count 0, and a term with none at all has none.
 */
export const shareSum = (share: 'click_share' | 'conversion_share', alias = '') => {
  const columns = SLOTS.map((k) => `${alias}${share}_${k}`);
  return `(case when coalesce(${columns.join(', ')}) is null then null
    else ${columns.map((c) => `coalesce(${c}, 0)`).join(' + ')} end)`;
};

/**
 * A share (0 to 1) to a millionth: the report's shares have at most four decimals of a per cent,
 * and sums of doubles drift below that (0.1 + 0.2). Every screen shows what this gives.
 */
export const roundShare = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 1e6) / 1e6;

/** A term's clicked products in click order with their place, the empty slots left out. */
export function clickedOf(row: ClickedColumns): ClickedProduct[] {
  return SLOTS.flatMap((k) => {
    const asin = row[`asin_${k}`];
    if (asin === null) return [];
    return [
      {
        asin,
        clickRank: k,
        clickShare: roundShare(row[`click_share_${k}`]),
        conversionShare: roundShare(row[`conversion_share_${k}`]),
      },
    ];
  });
}
