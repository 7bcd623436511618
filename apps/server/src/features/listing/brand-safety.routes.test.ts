import fs from 'node:fs';
import path from 'node:path';
import { API, BrandIndex, checkListing } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller } from '../../../test/support/factories.js';
import { hasSharedData, SHARED_DATA } from '../../../test/support/shared-data.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { eventsOf, givePower } from '../../../test/support/listing.js';

// Hand-made fixture rows (never shown to a seller): two brands and the on-site panel's searches.
const PRODUCTS = `marketplace,asin,title,brand
US,B0BRAND001,Hydro Flask Wide Mouth Bottle 32 oz,Hydro Flask
US,B0BRAND002,Stanley Quencher Tumbler 40 oz,Stanley
`;
const PANEL = `DATE,OSS_KEYWORD,USERS,SITE_VISITS,RANK,KEYWORD_CATEGORY
2021-01-01,insulated water bottle,90.5,95.1,1,Sports
2021-01-01,water bottle with straw,60.2,61.0,2,Sports
2021-01-01,ps5,183.6,187.4,3,Toy & Games
`;

describe('brand safety and the catalog’s words in listings', () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;
  let userId: number;

  beforeAll(async () => {
    expect(await importIntoCatalog(t.app, 'products', PRODUCTS)).toMatchObject({
      status: 'done',
      accepted: 2,
    });
    expect(
      await importIntoCatalog(t.app, 'search-terms', PANEL, { fileName: 'panel.csv', marketplace: 'US' }),
    ).toMatchObject({ status: 'done' });
    const seller = await createSeller(t.app);
    headers = { ...seller.headers, 'x-lang': 'en-US' };
    userId = seller.user.id;
  });

  it('flags the catalog’s brands before copying, and refuses them in backend terms', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.listingCheck,
      headers,
      payload: {
        title: 'Water Bottle for Hydro Flask Lids',
        bullets: [],
        description: 'Fits a Stanley tumbler.',
        searchTerms: 'stanley cup',
      },
    });
    const findings = res.json().data.findings as { rule: string; field: string; params: { brand: string } }[];
    expect(findings.filter((f) => f.rule === 'text.brand').map((f) => [f.field, f.params.brand])).toEqual([
      ['title', 'Hydro Flask'],
      ['description', 'Stanley'],
    ]);
    expect(findings).toContainEqual(
      expect.objectContaining({ rule: 'searchTerms.brand', field: 'searchTerms' }),
    );
  });

  it('flags a brand imported after the list was first built, at once', async () => {
    const check = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: API.listingCheck,
        headers,
        payload: { title: 'Owala FreeSip Bottle Lid', bullets: [], description: '', searchTerms: '' },
      });
      const findings = res.json().data.findings as { rule: string; params: { brand: string } }[];
      return findings.filter((f) => f.rule === 'text.brand').map((f) => f.params.brand);
    };
    expect(await check()).toEqual([]);
    const owala = 'marketplace,asin,title,brand\nUS,B0BRAND003,Owala FreeSip Bottle 24 oz,Owala\n';
    expect(await importIntoCatalog(t.app, 'products', owala, { fileName: 'owala.csv' })).toMatchObject({
      accepted: 1,
    });
    expect(await check()).toEqual(['Owala']);
  });

  it('loads a catalog product by ASIN with keywords from the catalog’s search terms', async () => {
    const res = await t.app.inject({
      url: `${API.listingFromCatalog}?asin=b0brand001&marketplace=US`,
      headers,
    });
    expect(res.json().data).toEqual({
      asin: 'B0BRAND001',
      title: 'Hydro Flask Wide Mouth Bottle 32 oz',
      brand: 'Hydro Flask',
      category: null,
      keywords: ['insulated water bottle', 'water bottle with straw'],
    });
    const missing = await t.app.inject({ url: `${API.listingFromCatalog}?asin=B0NOTHERE1`, headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('The catalog has no product with this ASIN');
    const bad = await t.app.inject({
      url: `${API.listingFromCatalog}?asin=123`,
      headers: { authorization: headers.authorization! },
    });
    expect(bad.json().msg).toBe('错误的ASIN');
  });

  it('lets the offline generator use the catalog’s search terms from Standard on', async () => {
    await givePower(t.app, userId, 1000);
    const generate = async (creativity: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: API.listingGenerate,
        headers,
        payload: { productName: 'Steel Water Bottle', keywords: 'gym bottle', marketplace: 'US', creativity },
      });
      return (eventsOf(res.body).at(-1)!.data.generation as { listing: { searchTerms: string } }).listing;
    };
    expect((await generate('normal')).searchTerms).not.toContain('straw');
    expect((await generate('standard')).searchTerms).toContain('straw');
  });
});

/** Real trademark lists (tests only: ../shared/data, never copied into the repository). */
describe('brand safety against published trademark lists', () => {
  const dir = path.join(SHARED_DATA, 'trademark_lists');
  const present = hasSharedData && fs.existsSync(dir);
  if (!present) console.warn(`skipping trademark-list tests: ${dir} is absent`);

  it.skipIf(!present)('flags Apple’s marks and DPMA word marks in listing text', () => {
    const apple = fs
      .readFileSync(path.join(dir, 'apple_trademark_list.csv'), 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]!.trim());
    const dpma = fs
      .readFileSync(path.join(dir, 'dpma_register_export_marks_8000.csv'), 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split(';')[2]?.trim() ?? '');
    const brands = new BrandIndex([...apple, ...dpma]);
    expect(brands.size).toBeGreaterThan(5000);
    const listing = {
      title: 'Case for AirPods Pro, Silicone Cover with Keychain',
      bullets: ['Works with the Lightning cable of your charger'],
      description: 'A Centaurus-free design.',
      searchTerms: 'earbuds cover',
    };
    const flagged = checkListing(listing, { marketplace: 'US', brands })
      .filter((f) => f.rule === 'text.brand')
      .map((f) => f.params.brand);
    expect(flagged).toEqual(expect.arrayContaining(['AirPods', 'Lightning', 'CENTAURUS']));
    // A plain product word that is no one's mark stays unflagged.
    expect(flagged).not.toContain('Silicone');
  });
});
