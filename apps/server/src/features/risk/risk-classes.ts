import type { ProductClasses } from '@asinasin/contract';
import { classesOfCategory, productCategoryPaths } from '../../catalog/index.js';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';

/**
 * The Nice classes of the analysed product, from its catalog category (docs/risk.md, "Classes");
 * an analysis of a typed title has no category, so it says so and every class counts.
 */
export async function productClassesOf(
  catalog: CatalogQueries,
  analysis: { asin: string | null; marketplace: string },
): Promise<ProductClasses> {
  if (!analysis.asin) return classesOfCategory(null);
  const product = (await productCategoryPaths(catalog, analysis.marketplace, [analysis.asin])).get(
    analysis.asin,
  );
  return classesOfCategory(product?.categoryPath ?? null);
}
