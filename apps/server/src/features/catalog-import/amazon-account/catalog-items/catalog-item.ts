import { z } from 'zod';

/*
 * An Item of the Catalog Items API 2022-04-01 (selling-partner-api-models,
 * models/catalog-items-api-model/catalogItems_2022-04-01.json), only the parts the catalog keeps:
 * summaries, dimensions, images, classifications and salesRanks, each per marketplace.
 */
const measure = z.object({ unit: z.string(), value: z.number() }).partial().optional();
const dimensions = z
  .object({ height: measure, length: measure, width: measure, weight: measure })
  .partial()
  .optional();
interface Classification {
  displayName: string;
  classificationId: string;
  parent?: Classification;
}
const classification: z.ZodType<Classification> = z.lazy(() =>
  z.object({ displayName: z.string(), classificationId: z.string(), parent: classification.optional() }),
);
const perMarketplace = <T extends z.ZodRawShape>(shape: T) =>
  z.array(z.object({ marketplaceId: z.string(), ...shape })).optional();

export const catalogItem = z.object({
  asin: z.string(),
  summaries: perMarketplace({
    brand: z.string().optional(),
    itemName: z.string().optional(),
    browseClassification: z.object({ displayName: z.string(), classificationId: z.string() }).optional(),
  }),
  dimensions: perMarketplace({ item: dimensions, package: dimensions }),
  images: perMarketplace({
    images: z.array(z.object({ variant: z.string(), link: z.string() })),
  }),
  classifications: perMarketplace({ classifications: z.array(classification) }),
  salesRanks: perMarketplace({
    classificationRanks: z
      .array(z.object({ classificationId: z.string(), title: z.string(), rank: z.number().int() }))
      .optional(),
    displayGroupRanks: z
      .array(z.object({ websiteDisplayGroup: z.string(), title: z.string(), rank: z.number().int() }))
      .optional(),
  }),
});
export type CatalogItem = z.infer<typeof catalogItem>;

/** What the catalog stores of an item, in its units (docs/data/catalog.md): cm, g. */
export interface CatalogItemRow {
  asin: string;
  title?: string;
  brand?: string;
  categoryPath?: string;
  browseNode?: string;
  bsr?: number;
  bsrCategory?: string;
  subBsr?: number;
  subBsrCategory?: string;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
  weightG?: number;
  imageUrl?: string;
}

const CM_PER: Record<string, number> = {
  inches: 2.54,
  centimeters: 1,
  millimeters: 0.1,
  meters: 100,
  feet: 30.48,
};
const G_PER: Record<string, number> = {
  pounds: 453.59237,
  ounces: 28.349523125,
  kilograms: 1000,
  grams: 1,
  milligrams: 0.001,
};

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
function converted(
  value: { unit?: string; value?: number } | undefined,
  per: Record<string, number>,
): number | undefined {
  const factor = per[(value?.unit ?? '').toLowerCase()];
  return factor === undefined || value?.value === undefined ? undefined : round(value.value * factor, 2);
}

/** Root first, " > "-separated, as `products.category_path` is written. */
function pathOf(leaf: Classification): string {
  const names: string[] = [];
  for (let node: Classification | undefined = leaf; node; node = node.parent) names.unshift(node.displayName);
  return names.join(' > ');
}

/**
 * The item's values for one marketplace. The root rank is the website display group's (the "#1,234
 * in Kitchen & Dining" of the detail page), the sub rank the first browse classification's. Item
 * dimensions are the product's own; the package's stand in only where the item's are missing.
 */
export function catalogItemRow(item: CatalogItem, marketplaceId: string): CatalogItemRow {
  const mine = <T extends { marketplaceId: string }>(list: T[] | undefined) =>
    list?.find((entry) => entry.marketplaceId === marketplaceId);
  const summary = mine(item.summaries);
  const size = mine(item.dimensions);
  const leaf = mine(item.classifications)?.classifications[0];
  const ranks = mine(item.salesRanks);
  const root = ranks?.displayGroupRanks?.[0];
  const sub = ranks?.classificationRanks?.[0];
  const image = mine(item.images)?.images.find((i) => i.variant === 'MAIN');
  const cm = (key: 'length' | 'width' | 'height') =>
    converted(size?.item?.[key], CM_PER) ?? converted(size?.package?.[key], CM_PER);
  return {
    asin: item.asin.toUpperCase(),
    title: summary?.itemName,
    brand: summary?.brand,
    categoryPath: leaf ? pathOf(leaf) : undefined,
    browseNode: leaf?.classificationId ?? summary?.browseClassification?.classificationId,
    bsr: root?.rank,
    bsrCategory: root?.title,
    subBsr: sub?.rank,
    subBsrCategory: sub?.title,
    lengthCm: cm('length'),
    widthCm: cm('width'),
    heightCm: cm('height'),
    weightG: converted(size?.item?.weight, G_PER) ?? converted(size?.package?.weight, G_PER),
    imageUrl: image?.link,
  };
}
