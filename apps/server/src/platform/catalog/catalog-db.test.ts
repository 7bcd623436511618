import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CatalogDb } from './catalog-db.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-catalog-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('CatalogDb on a DuckDB file', () => {
  it('keeps what a transaction committed and nothing of one that failed', async () => {
    const file = path.join(dir, 'tx.duckdb');
    const db = await CatalogDb.open(file);
    await db.run('create table t (id integer primary key, name varchar)');
    await db.transaction(async (tx) => {
      await tx.run('insert into t values ($1, $2)', [1, 'kept']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.run('insert into t values ($1, $2)', [2, 'dropped']);
        throw new Error('file-level failure');
      }),
    ).rejects.toThrow('file-level failure');
    expect(await db.all('select id, name from t order by id')).toEqual([{ id: 1, name: 'kept' }]);
    db.close();

    const reopened = await CatalogDb.open(file);
    expect(await reopened.all<{ n: number }>('select count(*) as n from t')).toEqual([{ n: 1 }]);
    reopened.close();
  });

  it('runs more queries than it has connections, side by side', async () => {
    const db = await CatalogDb.open(':memory:', { poolSize: 2 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => db.all<{ v: number }>('select $1::integer * 2 as v', [i])),
    );
    expect(results.map((rows) => rows[0]!.v)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
    db.close();
    await expect(db.all('select 1')).rejects.toThrow('the catalog is closed');
  });

  it('streams a large answer in chunks and gives its connection back, also when the reader stops early', async () => {
    const db = await CatalogDb.open(':memory:', { poolSize: 1 });
    let rows = 0;
    let chunks = 0;
    for await (const chunk of db.stream<{ n: number }>(
      'select range::integer as n from range($1)',
      [10_000],
    )) {
      chunks += 1;
      rows += chunk.length;
    }
    expect({ rows, chunks: chunks > 1 }).toEqual({ rows: 10_000, chunks: true });
    for await (const chunk of db.stream<{ n: number }>('select range as n from range(10000)')) {
      expect(chunk[0]).toEqual({ n: 0 });
      break;
    }
    // the one connection is free again
    expect(await db.all('select 42 as v')).toEqual([{ v: 42 }]);
    db.close();
  });

  it('runs writes one after another, and a write inside a turn at once', async () => {
    const db = await CatalogDb.open(':memory:', { poolSize: 2 });
    const order: string[] = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const first = db.writing(async () => {
      order.push('first begins');
      // inside its own turn a write does not wait for itself
      await db.writing(async () => order.push('nested'));
      await gate;
      order.push('first ends');
    });
    const second = db.writing(async () => order.push('second'));
    const failing = db.writing(() => Promise.reject(new Error('a failed import')));
    const third = db.writing(async () => order.push('third'));
    // every microtask has run by the next macrotask: an unqueued write would have run by now
    await new Promise((resolve) => setImmediate(resolve));
    expect({ order, waiting: db.writesWaiting }).toEqual({ order: ['first begins', 'nested'], waiting: 3 });
    open();
    await Promise.all([first, second, third, failing.catch(() => undefined)]);
    await expect(failing).rejects.toThrow('a failed import');
    // a failed write does not stop the ones after it
    expect({ order, waiting: db.writesWaiting }).toEqual({
      order: ['first begins', 'nested', 'first ends', 'second', 'third'],
      waiting: 0,
    });
    db.close();
  });
});
