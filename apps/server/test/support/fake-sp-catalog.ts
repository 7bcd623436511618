/**
 * Catalog Items 2022-04-01 of the fake SP-API (fake-sp-api.ts), as recorded from
 * amzn/selling-partner-api-models, models/catalog-items-api-model/catalogItems_2022-04-01.json:
 * GET /catalog/2022-04-01/items/{asin}?marketplaceIds=…&includedData=… → `Item` with only the
 * data sets asked for (default `summaries`), each a list per marketplace; 404 `NOT_FOUND` for an
 * ASIN the marketplace does not have; 400 `InvalidInput` without marketplaceIds; 429
 * `QuotaExceeded` with `x-amzn-RateLimit-Limit` (the usage plan: 2 requests a second).
 */
export interface FakeCatalog {
  /** the items Amazon knows, by ASIN, in the model's `Item` shape */
  items: Record<string, Record<string, unknown> & { asin: string }>;
  /** answer the next N getCatalogItem calls with 429 QuotaExceeded */
  throttle?: number;
}

type Answer = (status: number, body: unknown, headers?: Record<string, string>) => void;
const errorList = (code: string, message: string) => ({ errors: [{ code, message }] });

/** Answers a Catalog Items call, or returns false when the path is not one. */
export function answerCatalog(url: URL, method: string | undefined, catalog: FakeCatalog, answer: Answer) {
  const match = /^\/catalog\/2022-04-01\/items\/([^/]+)$/.exec(url.pathname);
  if (method !== 'GET' || !match) return false;
  const marketplaceIds = (url.searchParams.get('marketplaceIds') ?? '').split(',').filter(Boolean);
  if (marketplaceIds.length !== 1) {
    answer(400, errorList('InvalidInput', 'Invalid input: marketplaceIds is required (one marketplace).'));
    return true;
  }
  if ((catalog.throttle ?? 0) > 0) {
    catalog.throttle! -= 1;
    const message = 'You exceeded your quota for the requested resource.';
    answer(429, errorList('QuotaExceeded', message), { 'x-amzn-RateLimit-Limit': '50' });
    return true;
  }
  const asin = decodeURIComponent(match[1]!);
  const item = catalog.items[asin];
  if (!item) {
    const message = `Requested item '${asin}' not found in marketplace(s): ${marketplaceIds.join(',')}`;
    answer(404, errorList('NOT_FOUND', message));
    return true;
  }
  const included = (url.searchParams.get('includedData') ?? 'summaries').split(',');
  const asked: Record<string, unknown> = { asin: item.asin };
  for (const set of included) {
    const perMarketplace = item[set] as { marketplaceId: string }[] | undefined;
    if (perMarketplace) asked[set] = perMarketplace.filter((e) => marketplaceIds.includes(e.marketplaceId));
  }
  answer(200, asked, { 'x-amzn-RateLimit-Limit': '2.0' });
  return true;
}

/** A garlic press as Amazon's catalog describes it (inches and pounds, as on amazon.com). */
export function garlicPressItem(asin: string, marketplaceId: string) {
  return {
    asin,
    summaries: [
      {
        marketplaceId,
        brand: 'Zulay Kitchen',
        itemName: 'Premium Garlic Press, Stainless Steel',
        browseClassification: { displayName: 'Garlic Presses', classificationId: '289773' },
      },
    ],
    dimensions: [
      {
        marketplaceId,
        item: {
          length: { unit: 'inches', value: 7.5 },
          width: { unit: 'inches', value: 2 },
          height: { unit: 'inches', value: 1.5 },
          weight: { unit: 'pounds', value: 0.5 },
        },
        package: { weight: { unit: 'pounds', value: 0.7 } },
      },
    ],
    images: [
      {
        marketplaceId,
        images: [
          {
            variant: 'MAIN',
            link: `https://m.media-amazon.com/images/I/${asin}.jpg`,
            height: 500,
            width: 500,
          },
        ],
      },
    ],
    classifications: [
      {
        marketplaceId,
        classifications: [
          {
            displayName: 'Garlic Presses',
            classificationId: '289773',
            parent: {
              displayName: 'Kitchen Utensils & Gadgets',
              classificationId: '289754',
              parent: { displayName: 'Kitchen & Dining', classificationId: '284507' },
            },
          },
        ],
      },
    ],
    salesRanks: [
      {
        marketplaceId,
        classificationRanks: [{ classificationId: '289773', title: 'Garlic Presses', rank: 3 }],
        displayGroupRanks: [
          { websiteDisplayGroup: 'home_garden_display_on_website', title: 'Kitchen & Dining', rank: 1842 },
        ],
      },
    ],
  };
}
