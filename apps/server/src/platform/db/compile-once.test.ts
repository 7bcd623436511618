import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { compileOnce } from './compile-once.js';
import type { Db } from './database.js';

describeEachEngine('compileOnce', (engine) => {
  const t = useTestApp(engine);
  const nicknameOf = compileOnce(
    (db: Db, id: number) => db.selectFrom('users').select('nickname').where('id', '=', id),
    0,
  );

  it('runs the query compiled once with each call’s own value', async () => {
    const a = await createSeller(t.app, { nickname: 'alpha' });
    const b = await createSeller(t.app, { nickname: 'beta' });
    const { db } = t.app.context;
    expect(await nicknameOf(db, a.user.id)).toEqual([{ nickname: 'alpha' }]);
    expect(await nicknameOf(db, b.user.id)).toEqual([{ nickname: 'beta' }]);
    expect(await nicknameOf(db, -1)).toEqual([]);
    // Inside a transaction it compiles for that handle and sees the transaction's writes.
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ nickname: 'gamma' }).where('id', '=', a.user.id).execute();
      expect(await nicknameOf(trx, a.user.id)).toEqual([{ nickname: 'gamma' }]);
    });
  });

  it('refuses a query whose parameters are not the one value', async () => {
    const twoParams = compileOnce(
      (db: Db, id: number) =>
        db.selectFrom('users').select('id').where('id', '=', id).where('nickname', '=', 'x'),
      0,
    );
    await expect(twoParams(t.app.context.db, 1)).rejects.toThrow(/exactly one parameter/);
    const noParam = compileOnce((db: Db) => db.selectFrom('users').select(sql<number>`1`.as('one')), 0);
    await expect(noParam(t.app.context.db, 1)).rejects.toThrow(/exactly one parameter/);
  });
});
