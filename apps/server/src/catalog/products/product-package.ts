import { ErrorCode } from '@asinasin/contract';
import type { CatalogQueries } from '../../platform/catalog/catalog-db.js';
import { AppError } from '../../platform/http/app-error.js';

/** What the calculators can take from a catalog product: its price, package and category. */
export interface ProductPackage {
  asin: string;
  marketplace: string;
  title: string | null;
  price: number | null;
  currency: string | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  weightG: number | null;
  categoryPath: string | null;
}

/** One product's price, size, weight and category; NOT_FOUND when the catalog lacks the product. */
export async function productPackage(
  catalog: CatalogQueries,
  query: { marketplace: string; asin: string },
): Promise<ProductPackage> {
  const [row] = await catalog.all<{
    title: string | null;
    price: number | null;
    currency: string | null;
    length_cm: number | null;
    width_cm: number | null;
    height_cm: number | null;
    weight_g: number | null;
    category_path: string | null;
  }>(
    `select p.title, p.price::double as price, p.currency, p.length_cm::double as length_cm,
       p.width_cm::double as width_cm, p.height_cm::double as height_cm, p.weight_g::double as weight_g,
       p.category_path
     from products p where p.marketplace = $1 and p.asin = $2`,
    [query.marketplace, query.asin],
  );
  if (!row) {
    throw new AppError(ErrorCode.NOT_FOUND, 'research.productNotFound', {
      marketplace: query.marketplace,
      asins: query.asin,
    });
  }
  return {
    asin: query.asin,
    marketplace: query.marketplace,
    title: row.title,
    price: row.price,
    currency: row.currency,
    lengthCm: row.length_cm,
    widthCm: row.width_cm,
    heightCm: row.height_cm,
    weightG: row.weight_g,
    categoryPath: row.category_path,
  };
}
