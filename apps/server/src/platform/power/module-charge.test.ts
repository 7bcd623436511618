import { ErrorCode } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { chargeForModule } from './module-charge.js';
import { credit, getBalance } from './power-ledger.js';

describeEachEngine('charging a module use', (engine) => {
  const t = useTestApp(engine);

  it('charges the cost of data/plans/modules.json once per key, and 996 when short', async () => {
    const { db } = t.app.context;
    const { user } = await createSeller(t.app);
    await credit(db, { userId: user.id, amount: 1500, reason: 'top-up' });
    const use = { userId: user.id, moduleKey: 'asin_fx_update', idempotencyKey: 'report-1' };
    expect(await chargeForModule(db, use)).toEqual({ applied: true, balance: 500, cost: 1000 });
    expect(await chargeForModule(db, use)).toEqual({ applied: false, balance: 500, cost: 1000 });
    await expect(chargeForModule(db, { ...use, idempotencyKey: 'report-2' })).rejects.toMatchObject({
      code: ErrorCode.INSUFFICIENT_POWER,
    });
    await expect(chargeForModule(db, { ...use, moduleKey: 'nope' })).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
      messageKey: 'billing.moduleUnknown',
    });
    expect(await getBalance(db, user.id)).toBe(500);
  });
});
