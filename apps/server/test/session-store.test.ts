import { expect, it } from 'vitest';
import { createSeller } from './support/factories.js';
import { describeEachEngine, useTestApp } from './support/test-app.js';

describeEachEngine('session store', (engine) => {
  const t = useTestApp(engine);

  it('stops accepting a cached session the moment it is revoked', async () => {
    const seller = await createSeller(t.app);
    const sessions = t.app.context.sessions;
    const found = await sessions.findActive(seller.token);
    expect(found?.userId).toBe(seller.user.id);
    expect(await sessions.findActive(seller.token)).toEqual(found);
    await sessions.revoke(found!.sessionId);
    expect(await sessions.findActive(seller.token)).toBeUndefined();
  });

  it('revokes every session of a user but the one kept, inside the caller’s transaction', async () => {
    const seller = await createSeller(t.app);
    const sessions = t.app.context.sessions;
    const other = await sessions.create(seller.user.id);
    const kept = (await sessions.findActive(seller.token))!;
    await sessions.findActive(other);
    await t.app.context.db
      .transaction()
      .execute((trx) => sessions.revokeAllOf(seller.user.id, { keepSessionId: kept.sessionId, db: trx }));
    expect(await sessions.findActive(other)).toBeUndefined();
    expect(await sessions.findActive(seller.token)).toEqual(kept);
  });

  it('refuses an expired session', async () => {
    const seller = await createSeller(t.app);
    const later = Date.now() + 400 * 24 * 60 * 60 * 1000;
    expect(await t.app.context.sessions.findActive(seller.token, later)).toBeUndefined();
  });
});
