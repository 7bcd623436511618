import { ErrorCode } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { countRows, createSeller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { AppError } from '../http/app-error.js';
import { chargePower, credit, getBalance } from './power-ledger.js';

describeEachEngine('power ledger', (engine) => {
  const t = useTestApp(engine);

  const rowsOf = async (userId: number) =>
    t.app.context.db.selectFrom('power_ledger').selectAll().where('user_id', '=', userId).execute();

  it('sums credits and charges into the balance', async () => {
    const { db } = t.app.context;
    const { user } = await createSeller(t.app);
    expect(await getBalance(db, user.id)).toBe(0);
    expect(
      await credit(db, { userId: user.id, amount: 1050, reason: 'topup', reference: 'order-1' }),
    ).toEqual({
      applied: true,
      balance: 1050,
    });
    const charged = await chargePower(db, {
      userId: user.id,
      amount: 250,
      reason: 'report',
      idempotencyKey: 'r-1',
    });
    expect(charged).toEqual({ applied: true, balance: 800 });
    expect(await getBalance(db, user.id)).toBe(800);
    expect(await rowsOf(user.id)).toMatchObject([
      { amount: 1050, reason: 'topup', reference: 'order-1', idempotency_key: null },
      { amount: -250, reason: 'report', idempotency_key: 'r-1' },
    ]);
  });

  it('fails with 996 and writes nothing when the balance is short', async () => {
    const { db } = t.app.context;
    const { user } = await createSeller(t.app);
    await credit(db, { userId: user.id, amount: 99, reason: 'topup' });
    const error = await chargePower(db, {
      userId: user.id,
      amount: 100,
      reason: 'report',
      idempotencyKey: 'x',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: ErrorCode.INSUFFICIENT_POWER, messageKey: 'power.insufficient' });
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(await getBalance(db, user.id)).toBe(99);
  });

  it('applies an idempotency key once, for charges and credits alike', async () => {
    const { db } = t.app.context;
    const { user } = await createSeller(t.app);
    await credit(db, { userId: user.id, amount: 500, reason: 'welcome', idempotencyKey: 'welcome' });
    expect(
      await credit(db, { userId: user.id, amount: 500, reason: 'welcome', idempotencyKey: 'welcome' }),
    ).toEqual({
      applied: false,
      balance: 500,
    });
    const charge = { userId: user.id, amount: 200, reason: 'report', idempotencyKey: 'report-7' };
    expect(await chargePower(db, charge)).toEqual({ applied: true, balance: 300 });
    expect(await chargePower(db, charge)).toEqual({ applied: false, balance: 300 });
    // Another user may use the same key: keys are per user.
    const other = await createSeller(t.app);
    await credit(db, { userId: other.user.id, amount: 200, reason: 'topup' });
    expect(await chargePower(db, { ...charge, userId: other.user.id })).toEqual({
      applied: true,
      balance: 0,
    });
  });

  it('charges inside a caller transaction and rolls back with it', async () => {
    const { db } = t.app.context;
    const { user } = await createSeller(t.app);
    await credit(db, { userId: user.id, amount: 300, reason: 'topup' });
    const failure = await db
      .transaction()
      .execute(async (trx) => {
        await chargePower(trx, { userId: user.id, amount: 100, reason: 'report', idempotencyKey: 'in-trx' });
        throw new Error('the paid work failed');
      })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(await getBalance(db, user.id)).toBe(300);
  });

  it('refuses amounts that are not positive whole hundredths', async () => {
    const { db } = t.app.context;
    const { user } = await createSeller(t.app);
    for (const amount of [0, -100, 1.5, Number.NaN]) {
      await expect(credit(db, { userId: user.id, amount, reason: 'x' })).rejects.toThrow(/positive integer/);
      await expect(
        chargePower(db, { userId: user.id, amount, reason: 'x', idempotencyKey: 'k' }),
      ).rejects.toThrow(/positive integer/);
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('lets exactly 10 of 20 concurrent 1.00 charges through a 10.00 balance', async () => {
    const { db } = t.app.context;
    const { user } = await createSeller(t.app);
    await credit(db, { userId: user.id, amount: 1000, reason: 'topup' });
    const ledgerBefore = await countRows(t.app, 'power_ledger');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        chargePower(db, { userId: user.id, amount: 100, reason: 'report', idempotencyKey: `c-${i}` }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(succeeded).toHaveLength(10);
    expect(failed).toHaveLength(10);
    for (const f of failed) expect(f.reason).toMatchObject({ code: ErrorCode.INSUFFICIENT_POWER });
    expect(await getBalance(db, user.id)).toBe(0);
    expect(await countRows(t.app, 'power_ledger')).toBe(ledgerBefore + 10);
    const balances = succeeded.map((r) => (r.status === 'fulfilled' ? r.value.balance : -1));
    expect(Math.min(...balances)).toBe(0);
  });
});
