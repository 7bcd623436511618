import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { findShippedData } from '../../platform/shipped-data.js';

const FILE = 'nice-classes-by-category.json';

const entrySchema = z.object({
  category: z.string().trim().min(1),
  classes: z.array(z.number().int().min(1).max(45)).min(1),
  /** heading: the class heading names the goods; judgement: chosen, the note says why */
  basis: z.enum(['heading', 'judgement']),
  note: z.string().optional(),
});
const fileSchema = z.object({
  about: z.string(),
  sources: z.array(z.string()),
  categories: z.array(entrySchema),
});
type Entry = z.infer<typeof entrySchema>;

/** The Nice classes a product's category falls in, and why (docs/risk.md, "Classes"). */
export interface CategoryClasses {
  /** the product's category path as the catalog holds it; null when it has none */
  categoryPath: string | null;
  /** the category of the path whose entry gave the classes; null when none is mapped */
  category: string | null;
  /** empty when the category is not mapped: then every class is searched */
  classes: number[];
  basis: 'heading' | 'judgement' | null;
  note: string | null;
}

let loaded: Map<string, Entry> | undefined;

/**
 * The category → Nice class map shipped in data/trademarks (editable), read and checked once: a
 * judgement entry must say why, and a category is listed once.
 */
export function categoryClassMap(): Map<string, Entry> {
  if (loaded) return loaded;
  const dir = findShippedData('trademarks', FILE);
  if (!dir) throw new Error(`data/trademarks/${FILE} is missing from this install`);
  const file = fileSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, FILE), 'utf8')));
  const map = new Map<string, Entry>();
  for (const entry of file.categories) {
    const key = entry.category.toLowerCase();
    if (map.has(key)) throw new Error(`${FILE}: the category "${entry.category}" is listed twice`);
    if (entry.basis === 'judgement' && !entry.note)
      throw new Error(`${FILE}: the judgement for "${entry.category}" says not why`);
    map.set(key, entry);
  }
  loaded = map;
  return map;
}

/** The classes of a category path ("A > B > C"): its deepest category the map names. */
export function classesOfCategory(categoryPath: string | null): CategoryClasses {
  const map = categoryClassMap();
  const segments = (categoryPath ?? '')
    .split('>')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const segment of segments.reverse()) {
    const entry = map.get(segment.toLowerCase());
    if (entry)
      return {
        categoryPath,
        category: entry.category,
        classes: [...entry.classes].sort((a, b) => a - b),
        basis: entry.basis,
        note: entry.note ?? null,
      };
  }
  return { categoryPath, category: null, classes: [], basis: null, note: null };
}

/** Every category the map names, with its classes, by name: what a seller can pick a product as. */
export function mappedCategories(): { category: string; classes: number[] }[] {
  return [...categoryClassMap().values()]
    .map((entry) => ({ category: entry.category, classes: [...entry.classes].sort((a, b) => a - b) }))
    .sort((a, b) => a.category.localeCompare(b.category, 'en'));
}

/** The category paths of some products of one marketplace, in one query (absent ones are left out). */
export async function productCategoryPaths(
  catalog: CatalogQueries,
  marketplace: string,
  asins: string[],
): Promise<Map<string, { title: string | null; brand: string | null; categoryPath: string | null }>> {
  if (asins.length === 0) return new Map();
  const rows = await catalog.all<{
    asin: string;
    title: string | null;
    brand: string | null;
    category_path: string | null;
  }>(
    `select asin, title, brand, category_path from products
     where marketplace = $1 and asin in (${asins.map((_, i) => `$${i + 2}`).join(', ')})`,
    [marketplace, ...asins],
  );
  return new Map(
    rows.map((r) => [r.asin, { title: r.title, brand: r.brand, categoryPath: r.category_path }]),
  );
}
