import type { Dimensions, Weight } from '@asinasin/contract';

const GRAMS: Record<Weight['unit'], number> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };
const CENTIMETRES: Record<Dimensions['unit'], number> = { mm: 0.1, cm: 1, m: 100, in: 2.54, ft: 30.48 };

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The catalog keeps weights in grams (docs/data/catalog.md). */
export function toGrams(weight: Weight | null): number | null {
  return weight ? round(weight.value * GRAMS[weight.unit], 1) : null;
}

/** The catalog keeps lengths in centimetres, in the order the page printed them. */
export function toCentimetres(dimensions: Dimensions | null): {
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
} {
  if (!dimensions) return { lengthCm: null, widthCm: null, heightCm: null };
  const factor = CENTIMETRES[dimensions.unit];
  return {
    lengthCm: round(dimensions.length * factor, 2),
    widthCm: round(dimensions.width * factor, 2),
    heightCm: round(dimensions.height * factor, 2),
  };
}

/**
 * The root rank and the first sub-category rank of a Best Sellers Rank list (root first). Amazon
 * lists the product's own sub-category first; later ones are other trees it also sits in.
 */
export function splitBsr(entries: { rank: number; category: string }[] | null) {
  const root = entries?.[0];
  const sub = entries?.[1];
  return {
    bsr: root?.rank ?? null,
    bsrCategory: root?.category ?? null,
    subBsr: sub?.rank ?? null,
    subBsrCategory: sub?.category ?? null,
  };
}

/** The ASIN in an Amazon product link: ".../dp/B0BRKXTSBT/ref=..." or "/gp/product/B0...". */
export function asinOfLink(link: string | null): string | null {
  return link?.match(/\/(?:dp|gp\/product)\/([A-Z0-9]{10})(?:[/?]|$)/)?.[1] ?? null;
}
