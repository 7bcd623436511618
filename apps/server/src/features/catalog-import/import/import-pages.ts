import { AmazonPageError, parseAmazonPage, type AmazonPage } from '@asinasin/contract';
import type { CheckedFile } from './checked-file.js';
import { checkRows } from './check-rows.js';
import { FileFormatError } from './decode-text.js';
import { productRecord, type ProductInput } from './product-record.js';
import { writeStage } from './stage-file.js';
import { productStageLine } from './stage-rows.js';
import { splitBsr, toCentimetres, toGrams } from './units.js';

/** A saved product page gives one product; a search or Best Sellers page one per result. */
function productsOf(page: AmazonPage): ProductInput[] {
  if (page.kind === 'product') {
    return [
      {
        marketplace: page.marketplace,
        asin: page.asin,
        title: page.title,
        brand: page.brand,
        // The catalog's price is a new copy's (docs/data/amazon-pages.md): a used-only buy box or the
        // lowest of new and used offers would pass a used price off as the product's.
        ...(page.priceCondition === 'new'
          ? { price: page.price?.amount ?? null, currency: page.price?.currency ?? null }
          : { price: null, currency: null }),
        rating: page.rating,
        ratingCount: page.ratingCount,
        ...splitBsr(page.bsr),
        dateFirstAvailable: page.dateFirstAvailable,
        weightG: toGrams(page.weight),
        ...toCentimetres(page.dimensions),
        imageUrl: page.imageUrl,
        boughtPastMonth: page.boughtPastMonth,
      },
    ];
  }
  // A product shown twice (an ad and a result) is one product: its first place counts.
  const seen = new Set<string>();
  const items = page.items.filter((item) => !seen.has(item.asin) && seen.add(item.asin));
  return items.map((item) => ({
    marketplace: page.marketplace,
    asin: item.asin,
    title: item.title,
    price: item.price?.amount ?? null,
    currency: item.price?.currency ?? null,
    rating: item.rating,
    ratingCount: item.ratingCount,
    // A Best Sellers page ranks within its category: that rank is the product's rank there.
    ...(page.kind === 'bestsellers' ? { subBsr: item.position, subBsrCategory: page.category } : {}),
  }));
}

/**
 * Saved Amazon HTML through the contract's parsers. A page that is not an Amazon page (or a robot
 * check, or cut off) imports nothing; each product on it is checked like a CSV row, its "line"
 * being its place on the page (in the import worker, like every file).
 */
export function checkPage(html: string, options: { workDir: string }): CheckedFile {
  let page: AmazonPage;
  try {
    page = parseAmazonPage(html);
  } catch (error) {
    if (error instanceof AmazonPageError) throw new FileFormatError(error.message);
    throw error;
  }
  const rows = productsOf(page).map((values, index) => ({ line: index + 1, values }));
  const { records, reasons } = checkRows(
    rows,
    (values) => values,
    productRecord,
    (record) => `${record.marketplace}:${record.asin}`,
  );
  return {
    format: `${page.kind}-page`,
    read: rows.length,
    accepted: records.length,
    rejected: reasons.length,
    reasons,
    stage: { kind: 'products', products: writeStage(options.workDir, 'products', records, productStageLine) },
  };
}
