/** At most this many products go into one comparison (the detail page charts each as a line). */
export const COMPARE_MAX = 10;

/**
 * The product detail page (another screen of issue 9): one ASIN shows that product, several
 * compare them. The commas stay literal: `?marketplace=US&asins=B0A,B0B`.
 */
export function productDetailPath(marketplace: string, asins: readonly string[]): string {
  const list = asins.map((asin) => encodeURIComponent(asin)).join(',');
  return `/products/hot-product-detail?marketplace=${encodeURIComponent(marketplace)}&asins=${list}`;
}
