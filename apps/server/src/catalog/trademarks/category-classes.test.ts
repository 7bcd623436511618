import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { findShippedData } from '../../platform/shipped-data.js';
import { categoryClassMap, classesOfCategory } from './category-classes.js';

const demo = findShippedData('demo', 'manifest.json')!;
const rows = (file: string) =>
  parse(fs.readFileSync(path.join(demo, file)), { columns: true }) as Record<string, string>[];

describe('the category → Nice class map (data/trademarks/nice-classes-by-category.json)', () => {
  it('takes the deepest mapped category of a path, and says the basis', () => {
    expect(classesOfCategory('Suitcases')).toMatchObject({
      category: 'Suitcases',
      classes: [18],
      basis: 'heading',
    });
    expect(classesOfCategory('Toys & Games > Characters & Brands > Star Wars')).toMatchObject({
      category: 'Characters & Brands',
      classes: [28],
      basis: 'judgement',
    });
    expect(
      classesOfCategory('home & kitchen > kitchen & dining > KITCHEN UTENSILS & GADGETS').classes,
    ).toEqual([8, 21]);
    expect(classesOfCategory('Women')).toEqual({
      categoryPath: 'Women',
      category: null,
      classes: [],
      basis: null,
      note: null,
    });
    expect(classesOfCategory(null).classes).toEqual([]);
  });

  it('maps every category of the demo data but the toys file’s bare Men and Women', () => {
    const names = new Map(rows('products_us_2023/amazon_categories.csv').map((r) => [r.id, r.category_name]));
    const used = new Set(
      rows('products_us_2023/amazon_us_products_2023_subset.csv').map((r) => names.get(r.category_id!)!),
    );
    for (const r of rows('products/toys_uk_detailed_512.csv'))
      if (r.category !== 'others') used.add(r.category!);
    const unmapped = [...used].filter((name) => classesOfCategory(name).category === null);
    expect(unmapped.sort()).toEqual(['Men', 'Women']);
  });

  it('says why of every judgement, in classes 1..45', () => {
    for (const entry of categoryClassMap().values()) {
      expect(entry.classes.every((c) => c >= 1 && c <= 45)).toBe(true);
      if (entry.basis === 'judgement') expect(entry.note?.length).toBeGreaterThan(10);
    }
  });
});
