import { API, type ProductSelectionInput } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { importIntoCatalog } from '../../../test/support/catalog.js';
import { createSeller } from '../../../test/support/factories.js';
import { useTestApp } from '../../../test/support/test-app.js';

// Hand-made fixture rows (never shown to a seller): a retitled product and a new one.
const HEADER = 'marketplace,asin,title,brand,price,currency,bsr';
const FIRST = `${HEADER}
US,B0KWCUR001,Garlic Press Stainless,Acme,19.99,USD,800
US,B0KWCUR002,Lemon Squeezer,Zest,9.99,USD,400
`;
const SECOND = `${HEADER}
US,B0KWCUR001,Lemon Zester Stainless,Acme,19.99,USD,800
US,B0KWCUR003,Garlic Mincer Rocker,Zest,14.00,USD,300
`;

const asins = (body: { data: { rows: { asin: string }[] } }) => body.data.rows.map((row) => row.asin);

describe("keyword filters after an import (the word index written in the import's transaction, decisions/0037)", () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;

  beforeAll(async () => {
    headers = (await createSeller(t.app)).headers;
  });

  const select = async (body: ProductSelectionInput) => {
    const res = await t.app.inject({ method: 'POST', url: API.productSelection, headers, payload: body });
    expect(res.json().code).toBe(1);
    return { asins: asins(res.json()), total: res.json().data.total as number };
  };

  it('answers from the rows of the import that committed just before the request', async () => {
    expect(await importIntoCatalog(t.app, 'products', FIRST)).toMatchObject({ status: 'done', accepted: 2 });
    expect(await select({ keyword: 'garlic' })).toEqual({ asins: ['B0KWCUR001'], total: 1 });
    expect(await select({ keyword: 'stainless', excludeKeywords: 'press' })).toEqual({ asins: [], total: 0 });

    // the next import retitles one product and adds one
    expect(await importIntoCatalog(t.app, 'products', SECOND)).toMatchObject({ status: 'done', accepted: 2 });
    expect(await select({ keyword: 'garlic' })).toEqual({ asins: ['B0KWCUR003'], total: 1 });
    expect(await select({ keyword: 'stainless', excludeKeywords: 'press' })).toEqual({
      asins: ['B0KWCUR001'],
      total: 1,
    });
    expect(await select({ keyword: 'lemon' })).toEqual({ asins: ['B0KWCUR002', 'B0KWCUR001'], total: 2 });
    // a brand is indexed with the title: "zest" is Zest's brand and inside "zester"
    expect(await select({ keyword: 'zest', excludeKeywords: 'rocker' })).toEqual({
      asins: ['B0KWCUR002', 'B0KWCUR001'],
      total: 2,
    });
  });
});
