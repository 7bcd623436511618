import { API, SAVED_FILTERS_MAX } from '@asinasin/contract';
import { beforeAll, expect, it } from 'vitest';
import { createSeller, type Seller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

describeEachEngine('saved filter sets (/api/research/filters/*)', (engine) => {
  const t = useTestApp(engine);
  let owner: Seller;
  let other: Seller;

  beforeAll(async () => {
    owner = await createSeller(t.app);
    other = await createSeller(t.app);
  });

  const list = (seller: Seller | null) =>
    t.app.inject({ method: 'GET', url: API.savedFiltersList, headers: seller?.headers ?? {} });
  const save = (seller: Seller | null, body: unknown, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: API.savedFiltersSave,
      headers: { ...(seller?.headers ?? {}), ...(lang ? { 'x-lang': lang } : {}) },
      payload: body as Record<string, unknown>,
    });
  const remove = (seller: Seller | null, id: unknown) =>
    t.app.inject({
      method: 'POST',
      url: API.savedFiltersDelete,
      headers: seller?.headers ?? {},
      payload: { id },
    });

  it('answers 401 to a visitor on every call', async () => {
    for (const res of [await list(null), await save(null, { name: 'a', query: {} }), await remove(null, 1)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).not.toBe(1);
    }
  });

  it('saves, lists, renames, overwrites by name and deletes a set, keeping the query as the contract reads it', async () => {
    const created = await save(owner, {
      name: '  Garlic tools  ',
      query: { keyword: 'garlic', price: { min: 15, max: 40 }, sort: 'price', order: 'desc', page: 3 },
    });
    expect(created.statusCode).toBe(200);
    const set = created.json().data;
    expect(set).toMatchObject({
      name: 'Garlic tools',
      // defaults filled, the page reset: a saved search opens at its start
      query: {
        marketplace: 'US',
        keyword: 'garlic',
        price: { min: 15, max: 40 },
        sort: 'price',
        order: 'desc',
        page: 1,
        size: 50,
      },
    });
    expect((await list(owner)).json().data.rows).toEqual([set]);

    const renamed = await save(owner, { id: set.id, name: '大蒜工具' });
    expect(renamed.json().data).toMatchObject({ id: set.id, name: '大蒜工具', query: set.query });

    const overwritten = await save(owner, {
      name: '大蒜工具',
      query: { marketplace: 'UK', bsr: { max: 5000 } },
    });
    expect(overwritten.json().data).toMatchObject({
      id: set.id,
      query: { marketplace: 'UK', bsr: { max: 5000 } },
    });
    expect(overwritten.json().data.query.keyword).toBeUndefined();
    expect((await list(owner)).json().data.rows).toHaveLength(1);

    const deleted = await remove(owner, set.id);
    expect(deleted.json()).toMatchObject({ code: 1, data: null });
    expect((await list(owner)).json().data.rows).toEqual([]);
  });

  it("never shows, changes or deletes another seller's set", async () => {
    const mine = (await save(owner, { name: 'Mine', query: { keyword: 'yoga' } })).json().data;
    expect((await list(other)).json().data.rows).toEqual([]);

    const rename = await save(other, { id: mine.id, name: 'Taken over', query: { keyword: 'x' } });
    expect(rename.statusCode).toBe(404);
    expect(rename.json()).toMatchObject({ msg: '该筛选方案不存在或已删除', data: null });
    const del = await remove(other, mine.id);
    expect(del.statusCode).toBe(404);
    // the same name is the other seller's own, separate set
    const theirs = (await save(other, { name: 'Mine', query: { keyword: 'mat' } })).json().data;
    expect(theirs.id).not.toBe(mine.id);

    expect((await list(owner)).json().data.rows).toEqual([mine]);
    expect((await list(other)).json().data.rows.map((r: { id: number }) => r.id)).toEqual([theirs.id]);
    await remove(owner, mine.id);
    await remove(other, theirs.id);
  });

  it('refuses a name outside 1-40 characters, a duplicate name on rename, and a missing query', async () => {
    const empty = await save(owner, { name: '   ', query: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('筛选方案名称需为 1 到 40 个字符');
    const long = await save(owner, { name: 'x'.repeat(41), query: {} }, 'en-US');
    expect(long.json().msg).toBe('A filter set name must be 1 to 40 characters');
    // 40 Chinese characters are 40 characters
    expect((await save(owner, { name: '大'.repeat(40), query: {} })).statusCode).toBe(200);

    const a = (await save(owner, { name: 'A', query: {} })).json().data;
    const clash = await save(owner, { id: a.id, name: '大'.repeat(40) }, 'en-US');
    expect(clash.statusCode).toBe(400);
    expect(clash.json().msg).toBe('You already have a filter set with this name; choose another name');
    const noQuery = await save(owner, { name: 'B' });
    expect(noQuery.json()).toMatchObject({ code: 400, msg: '请提供要保存的筛选条件' });
    for (const row of (await list(owner)).json().data.rows) await remove(owner, row.id);
  });

  it('refuses filters the selection call would refuse, and stores nothing', async () => {
    const bad = [
      { price: { min: 40, max: 15 } },
      { rating: { max: 'five' } },
      { marketplace: 'TR' },
      { sort: 'title' },
      'not an object',
    ];
    for (const query of bad) {
      const res = await save(owner, { name: 'Bad', query });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().code).not.toBe(1);
    }
    const reversed = await save(owner, { name: 'Bad', query: { price: { min: 40, max: 15 } } });
    expect(reversed.json().msg).toBe('字段 query.price.min 无效：最小值不能大于最大值');
    const notJson = await t.app.inject({
      method: 'POST',
      url: API.savedFiltersSave,
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{"name": "x", "query": {',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).not.toBe(1);
    expect((await remove(owner, 'one')).statusCode).toBe(400);
    expect((await list(owner)).json().data.rows).toEqual([]);
  });

  it(`keeps at most ${SAVED_FILTERS_MAX} sets per seller, yet still overwrites one by name`, async () => {
    const seller = await createSeller(t.app);
    for (let i = 1; i <= SAVED_FILTERS_MAX; i++) {
      expect((await save(seller, { name: `Set ${i}`, query: { bsr: { max: i } } })).statusCode).toBe(200);
    }
    const over = await save(seller, { name: 'One more', query: {} }, 'en-US');
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toBe('You can keep at most 50 filter sets; delete one you no longer use first');
    expect((await save(seller, { name: 'Set 7', query: { bsr: { max: 700 } } })).statusCode).toBe(200);
    // another seller's allowance is their own
    expect((await save(other, { name: 'One more', query: {} })).statusCode).toBe(200);
    const rows = (await list(seller)).json().data.rows;
    expect(rows).toHaveLength(SAVED_FILTERS_MAX);
    expect(rows.find((row: { name: string }) => row.name === 'Set 7')).toMatchObject({
      query: { bsr: { max: 700 } },
    });
  });
});
