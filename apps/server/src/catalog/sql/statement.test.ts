import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogDb } from '../../platform/catalog/catalog-db.js';
import { pageWithTotal, Params, Where, type Order } from './statement.js';

describe('Params and Where', () => {
  it('numbers the values in the order they are bound, after any given first', () => {
    const params = new Params(['US']);
    const where = new Where(params)
      .add('marketplace = $1')
      .equals('brand', 'Acme')
      .equals('skipped', undefined)
      .range('price', { min: 5 })
      .range('rating', { min: 3, max: 4.5 })
      .oneOf('fulfilment', ['FBA', 'FBM'])
      .oneOf('none', []);
    expect(String(where)).toBe(
      'marketplace = $1 and brand = $2 and price >= $3 and rating >= $4 and rating <= $5 and fulfilment in ($6, $7)',
    );
    expect(params.values).toEqual(['US', 'Acme', 5, 3, 4.5, 'FBA', 'FBM']);
  });

  it('is true when nothing filters', () => {
    expect(String(new Where(new Params()))).toBe('true');
  });
});

describe('pageWithTotal on DuckDB', () => {
  let db: CatalogDb;
  beforeAll(async () => {
    db = await CatalogDb.open(':memory:', { poolSize: 1 });
    await db.run('create table t (id integer, v integer)');
    await db.run('insert into t values (1, 10), (2, null), (3, 30), (4, 10), (5, null)');
  });
  afterAll(() => db.close());

  const read = (order: Order, page: number, size: number, min = 0) => {
    const params = new Params();
    const where = new Where(params).range('id', { min });
    const sql = pageWithTotal({
      hits: `select id, v from t where ${where}`,
      order,
      window: { limit: size, offset: (page - 1) * size },
    });
    return db.all<{ total: number; id: number | null; v: number | null }>(sql, params.values);
  };

  it('sorts missing values last whichever the direction, the tie-breaker after', async () => {
    const asc = await read({ by: 'v', direction: 'asc', ties: ['id'] }, 1, 10);
    expect(asc.map((r) => r.id)).toEqual([1, 4, 3, 2, 5]);
    const desc = await read({ by: 'v', direction: 'desc', ties: ['id'] }, 1, 10);
    expect(desc.map((r) => r.id)).toEqual([3, 1, 4, 2, 5]);
    expect(asc.every((r) => r.total === 5)).toBe(true);
  });

  it('pages never overlap, and a page past the end still carries the total', async () => {
    const order: Order = { by: 'v', direction: 'asc', ties: ['id'] };
    const pages = [await read(order, 1, 2), await read(order, 2, 2), await read(order, 3, 2)];
    expect(pages.flat().map((r) => r.id)).toEqual([1, 4, 3, 2, 5]);
    expect(await read(order, 9, 2)).toEqual([{ total: 5, id: null, v: null }]);
    expect(await read(order, 1, 2, 99)).toEqual([{ total: 0, id: null, v: null }]);
  });
});
