import { API } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller } from '../../../test/support/factories.js';
import { eventsOf, givePower, ledgerRows } from '../../../test/support/listing.js';
import { useTestApp } from '../../../test/support/test-app.js';

// Hand-made fixtures (never shown to a seller): a word mark live only in class 25 (clothing), and
// a product filed under a clothing category the class map names.
const MARKS = `mark,owner,office,classes,status,serial
Velora,Velora Apparel LLC,USPTO,25,live,98000025
`;
const PRODUCTS = `marketplace,asin,title,brand,category_path
US,B0CLOTHES1,Wrap Dress for Women,Other,Clothing > Women > Women's Clothing
`;

describe('the listing tools scan brand words in the product’s Nice classes', () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;
  let userId: number;

  beforeAll(async () => {
    expect(await importIntoCatalog(t.app, 'trademarks', MARKS, { fileName: 'marks.csv' })).toMatchObject({
      accepted: 1,
    });
    expect(await importIntoCatalog(t.app, 'products', PRODUCTS)).toMatchObject({ accepted: 1 });
    const seller = await createSeller(t.app);
    headers = { ...seller.headers, 'x-lang': 'en-US' };
    userId = seller.user.id;
  });

  const flagged = async (category?: string) => {
    const payload = { title: 'Velora Ruffle Wrap', bullets: [], description: '', searchTerms: '', category };
    const res = await t.app.inject({ method: 'POST', url: API.listingCheck, headers, payload });
    expect(res.json().code).toBe(1);
    const findings = res.json().data.findings as { rule: string; params: { brand: string } }[];
    return findings.filter((f) => f.rule === 'text.brand').map((f) => f.params.brand);
  };

  it('flags a class-25 mark on a clothing listing, not on a kitchen one, and on any when no category is picked', async () => {
    expect(await flagged("Women's Clothing")).toContain('Velora');
    expect(await flagged('Kitchen Utensils & Gadgets')).toEqual([]);
    expect(await flagged()).toContain('Velora');
    expect(await flagged('')).toContain('Velora');
  });

  it('refuses a category the class map does not name, saying so in the caller’s language', async () => {
    const payload = { title: 'Velora Ruffle Wrap', category: 'Spaceships' };
    const res = await t.app.inject({ method: 'POST', url: API.listingCheck, headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(
      'The category "Spaceships" is not in the category → Nice class map: pick one from the list, or none to check every class',
    );
    const zh = await t.app.inject({
      method: 'POST',
      url: API.listingCheck,
      headers: { ...headers, 'x-lang': 'zh-CN' },
      payload,
    });
    expect(zh.json().msg).toContain('类别“Spaceships”不在类别与尼斯分类对照表中');
  });

  it('keeps a mark of the product’s classes out of a generated listing, and a mark of other classes in', async () => {
    await givePower(t.app, userId, 1000);
    const generate = async (category: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: API.listingGenerate,
        headers,
        payload: {
          productName: 'Velora Ruffle Wrap Dress',
          keywords: 'wrap dress',
          marketplace: 'US',
          category,
        },
      });
      return (eventsOf(res.body).at(-1)!.data.generation as { listing: { title: string } }).listing.title;
    };
    expect(await generate("Women's Clothing")).not.toMatch(/velora/i);
    expect(await generate('Kitchen Utensils & Gadgets')).toMatch(/velora/i);
  });

  it('refuses an unknown category before anything streams or is charged', async () => {
    const before = (await ledgerRows(t.app, userId)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: API.listingGenerate,
      headers,
      payload: { productName: 'Ruffle Wrap Dress', category: 'Spaceships' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).not.toBe(1);
    expect((await ledgerRows(t.app, userId)).length).toBe(before);
  });

  it('lists the categories a seller can pick, each with its classes, and names a catalog product’s', async () => {
    const res = await t.app.inject({ url: API.listingCategories, headers });
    const rows = res.json().data.row as { category: string; classes: number[] }[];
    expect(rows).toContainEqual({ category: "Women's Clothing", classes: [25] });
    expect(rows).toContainEqual({ category: 'Kitchen Utensils & Gadgets', classes: [8, 21] });
    const names = rows.map((r) => r.category);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const product = await t.app.inject({ url: `${API.listingFromCatalog}?asin=B0CLOTHES1`, headers });
    expect(product.json().data).toMatchObject({ asin: 'B0CLOTHES1', category: "Women's Clothing" });
    expect((await t.app.inject({ url: API.listingCategories })).statusCode).toBe(401);
  });
});
