import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, type ProductSelectionInput } from '@asinasin/contract';
import { beforeAll, expect, it } from 'vitest';
import { rebuildProductSourceKeys } from '../../platform/catalog/product-source-keys.js';
import { importFile } from '../catalog-import/import/import-file.js';
import { insertRun } from '../catalog-import/import/import.repository.js';
import { importChecked } from '../catalog-import/import/write-checked.js';
import { createSeller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

// Hand-made fixture rows (never shown to a seller): a file import, an operator connection's
// Catalog Items and a Keepa answer, overlapping on B0SRC00002.
const HEAD = 'marketplace,asin,title,price,bsr';
const FILE = `${HEAD}\nUS,B0SRC00001,Garlic press,19.99,800\nUS,B0SRC00002,Lemon squeezer,24.50,2500\nUK,B0SRC00005,Tea pot,12.00,900\n`;
const CONNECTION = `${HEAD}\nUS,B0SRC00002,Lemon squeezer,24.50,2400\nUS,B0SRC00003,Yoga mat,35.00,150\n`;
const KEEPA = `marketplace,asin,title,rank_drops_30,rank_drops_90,rank_drops_180
US,B0SRC00002,Lemon squeezer,12,30,55
US,B0SRC00004,Salad spinner,40,90,170
`;

describeEachEngine('product selection by data source', (engine) => {
  const t = useTestApp(engine);
  let headers: Record<string, string>;
  let connectionId: number;

  beforeAll(async () => {
    const operator = await createSeller(t.app);
    headers = (await createSeller(t.app)).headers;
    const now = Date.now();
    const inserted = await t.app.context.db
      .insertInto('amazon_connections')
      .values({
        user_id: operator.user.id,
        name: 'Operator US account',
        region: 'na',
        marketplaces: '["US"]',
        sealed_credentials: 'test-only, never opened',
        client_id_mask: 'amzn1…abcd',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    connectionId = Number(inserted.id);
    const catalog = await t.app.context.catalog();
    const runs = [
      await importFile(catalog, { kind: 'products', fileName: 'toys.csv', bytes: Buffer.from(FILE) }),
      await importFile(catalog, {
        kind: 'products',
        fileName: `SP-API #${connectionId} · Catalog Items US`,
        bytes: Buffer.from(CONNECTION),
        marketplace: 'US',
        connectionId,
      }),
      await importFile(catalog, {
        kind: 'products',
        fileName: 'Keepa products US 2026-11-27T10:00.csv',
        bytes: Buffer.from(KEEPA),
        marketplace: 'US',
        source: 'keepa',
      }),
    ];
    for (const run of runs) expect(run.status).toBe('done');
  });

  const select = (
    body: ProductSelectionInput | Record<string, unknown>,
    extra: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: API.productSelection,
      headers: { ...headers, ...extra },
      payload: body,
    });
  const asins = async (body: ProductSelectionInput) => {
    const res = await select({ sort: 'bsr', ...body });
    expect(res.json().code).toBe(1);
    return (res.json().data.rows as { asin: string }[]).map((row) => row.asin).sort();
  };

  it('lists the sources that gave a marketplace products, named, with their counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.productSources}?marketplace=US`, headers });
    expect(res.json()).toMatchObject({ code: 1, data: { marketplace: 'US' } });
    expect(res.json().data.sources).toEqual(
      expect.arrayContaining([
        { source: 'file:canonical', kind: 'file', name: 'canonical', products: 2 },
        {
          source: `connection:${connectionId}`,
          kind: 'connection',
          name: 'Operator US account',
          products: 2,
        },
        { source: 'keepa', kind: 'keepa', name: null, products: 2 },
      ]),
    );
    expect(res.json().data.sources).toHaveLength(3);
    const uk = await t.app.inject({ method: 'GET', url: `${API.productSources}?marketplace=UK`, headers });
    expect(uk.json().data.sources).toEqual([
      { source: 'file:canonical', kind: 'file', name: 'canonical', products: 1 },
    ]);
    const visitor = await t.app.inject({ method: 'GET', url: API.productSources });
    expect(visitor.statusCode).toBe(401);
  });

  it('keeps only the products the chosen source touched, with the other filters', async () => {
    expect(await asins({})).toEqual(['B0SRC00001', 'B0SRC00002', 'B0SRC00003', 'B0SRC00004']);
    expect(await asins({ source: 'file:canonical' })).toEqual(['B0SRC00001', 'B0SRC00002']);
    expect(await asins({ source: `connection:${connectionId}` })).toEqual(['B0SRC00002', 'B0SRC00003']);
    expect(await asins({ source: 'keepa' })).toEqual(['B0SRC00002', 'B0SRC00004']);
    expect(await asins({ source: 'keepa', price: { min: 20 } })).toEqual(['B0SRC00002']);
    expect(await asins({ source: 'file:canonical', marketplace: 'UK' })).toEqual(['B0SRC00005']);
    // a known source without products in this marketplace: an empty page, not an error
    expect(await asins({ source: 'keepa', marketplace: 'UK' })).toEqual([]);
  });

  it('refuses an unknown or malformed source with a message in the seller language', async () => {
    const unknown = await select({ source: 'connection:999999' });
    expect(unknown.json().code).not.toBe(1);
    expect(unknown.json().msg).toBe(
      '数据库中没有来自“connection:999999”的导入：请从“数据来源”列表中选择，或选“全部来源”',
    );
    const english = await select({ source: 'file:no-such-format' }, { 'accept-language': 'en-US' });
    expect(english.json().code).not.toBe(1);
    expect(english.json().msg).toContain('The catalog has no import from "file:no-such-format"');
    for (const source of [
      'everything',
      'connection:abc',
      'connection:12345678901',
      'file:../x',
      'x'.repeat(500),
    ]) {
      const res = await select({ source }, { 'accept-language': 'en-US' });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code).not.toBe(1);
      expect(res.json().msg).toMatch(/source/);
    }
    const exported = await t.app.inject({
      method: 'POST',
      url: API.productSelectionExport,
      headers,
      payload: { source: 'connection:999999' },
    });
    expect(exported.json().code).not.toBe(1);
  });

  it('names a removed connection by nothing, and still filters by it', async () => {
    await t.app.context.db.deleteFrom('amazon_connections').where('id', '=', connectionId).execute();
    const res = await t.app.inject({ method: 'GET', url: `${API.productSources}?marketplace=US`, headers });
    expect(res.json().data.sources).toContainEqual({
      source: `connection:${connectionId}`,
      kind: 'connection',
      name: null,
      products: 2,
    });
    expect(await asins({ source: `connection:${connectionId}` })).toEqual(['B0SRC00002', 'B0SRC00003']);
  });

  it("sorts by Keepa's rank drops, products without Keepa history last, and exports them", async () => {
    const res = await select({ sort: 'rankDrops90', order: 'desc' });
    const rows = res.json().data.rows as {
      asin: string;
      rankDrops30: number | null;
      rankDrops90: number | null;
    }[];
    expect(rows.map((row) => [row.asin, row.rankDrops30, row.rankDrops90])).toEqual([
      ['B0SRC00004', 40, 90],
      ['B0SRC00002', 12, 30],
      [expect.any(String), null, null],
      [expect.any(String), null, null],
    ]);
    const csv = await t.app.inject({
      method: 'POST',
      url: API.productSelectionExport,
      headers: { ...headers, 'x-lang': 'en-US' },
      payload: { source: 'keepa', sort: 'rankDrops180', columns: ['rankDrops30', 'rankDrops180'] },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Marketplace,ASIN,Title,"Rank drops, 30 days (Keepa)","Rank drops, 180 days (Keepa)"',
    );
    expect(lines.slice(1)).toEqual([
      'US,B0SRC00004,Salad spinner,40,170',
      'US,B0SRC00002,Lemon squeezer,12,55',
    ]);
  });
  it('finds a product under each source that gave it, once however many of its runs did', async () => {
    const catalog = await t.app.context.catalog();
    const again = await importFile(catalog, {
      kind: 'products',
      fileName: 'Keepa products US 2026-11-28T10:00.csv',
      bytes: Buffer.from(KEEPA.split('\n').slice(0, 2).join('\n')),
      marketplace: 'US',
      source: 'keepa',
    });
    expect(again.status).toBe('done');
    // B0SRC00002 came from the file, the connection and both Keepa runs
    for (const source of ['file:canonical', `connection:${connectionId}`, 'keepa'] as const) {
      expect(await asins({ source })).toContain('B0SRC00002');
    }
    expect(await asins({ source: 'keepa' })).toEqual(['B0SRC00002', 'B0SRC00004']);
    const keys = await catalog.all<{ n: number }>(
      `select count(*)::integer as n from product_source_keys where marketplace = 'US' and source = 'keepa'`,
    );
    expect(keys[0]!.n).toBe(2);
    // what the imports kept is what the schema step builds from every run's product_sources rows
    const kept = await catalog.all('select * from product_source_keys order by all');
    await rebuildProductSourceKeys(catalog);
    expect(await catalog.all('select * from product_source_keys order by all')).toEqual(kept);
  });

  it("filters by a file's format from the commit of its rows, before its run is done", async () => {
    const catalog = await t.app.context.catalog();
    const now = new Date();
    const fileName = 'kitchen.csv';
    const runId = await insertRun(catalog, {
      kind: 'products',
      fileName,
      checksum: 'test-only, written without its run ending',
      marketplace: null,
      userId: null,
      startedAt: now,
    });
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-keys-'));
    try {
      const job = {
        kind: 'products' as const,
        source: { bytes: Buffer.from(`${HEAD}\nUS,B0SRC00006,Tea kettle,31.00,700\n`) },
        workDir,
        sourceCategories: new Map(),
      };
      await importChecked(catalog, job, { runId, now });
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
    const [run] = await catalog.all<{ status: string }>('select status from import_runs where id = $1', [
      runId,
    ]);
    expect(run!.status).toBe('running');
    expect(await asins({ source: 'file:canonical' })).toEqual(['B0SRC00001', 'B0SRC00002', 'B0SRC00006']);
    expect(await asins({ source: 'keepa' })).not.toContain('B0SRC00006');
  });
});
