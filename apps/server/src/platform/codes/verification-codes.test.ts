import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniquePhone } from '../../../test/support/factories.js';
import { createTestApp, describeEachEngine, type TestApp } from '../../../test/support/test-app.js';
import {
  CODE_TTL_MINUTES,
  MAX_OUTSIDE_ATTEMPTS,
  MAX_WRONG_ATTEMPTS,
  VerificationCodes,
} from './verification-codes.js';

const MINUTE = 60_000;

describeEachEngine('verification codes over time', (engine) => {
  let t: TestApp;
  let codes: VerificationCodes;
  beforeAll(async () => {
    t = await createTestApp(engine);
    codes = new VerificationCodes(t.app.context.secret, t.app.context.mail, t.app.log, 1000);
  });
  afterAll(() => t.close());

  const issue = (target: string, now: number) =>
    codes.issue(t.app.context.db, { target, purpose: 'login', ip: '127.0.0.1' }, now);
  const consume = (target: string, code: string, now: number, ip = '127.0.0.1') =>
    codes.consume(t.app.context.db, { target, purpose: 'login', code, ip }, now);

  it('expires a code exactly ten minutes after it was issued', async () => {
    const now = Date.now();
    const a = uniquePhone();
    const { code } = await issue(a, now);
    expect(await consume(a, code, now + CODE_TTL_MINUTES * MINUTE)).toBe(false);
    const b = uniquePhone();
    const second = await issue(b, now);
    expect(await consume(b, second.code, now + CODE_TTL_MINUTES * MINUTE - 1)).toBe(true);
    expect(await consume(b, second.code, now + 2)).toBe(false);
  });

  it('counts down the resend delay and keeps only the latest code valid', async () => {
    const now = Date.now();
    const target = uniquePhone();
    const first = await issue(target, now);
    await expect(issue(target, now + 45_500)).rejects.toMatchObject({ code: 1005, params: { seconds: 15 } });
    const second = await issue(target, now + 60_000);
    expect(await consume(target, first.code, now + 61_000)).toBe(first.code === second.code);
    expect(await consume(target, second.code, now + 61_000)).toBe(first.code !== second.code);
  });

  it('clears out codes older than an hour (the background purge)', async () => {
    const { db, codes } = t.app.context;
    const now = Date.now();
    const old = {
      target: uniquePhone(),
      purpose: 'login',
      code_hash: 'x',
      ip: '127.0.0.1',
      consumed_at: null,
    };
    await db
      .insertInto('verification_codes')
      .values([
        { ...old, created_at: now - 2 * 60 * MINUTE, expires_at: now - 110 * MINUTE },
        { ...old, created_at: now - 30 * MINUTE, expires_at: now - 20 * MINUTE },
      ])
      .execute();
    await codes.purgeOld(db, now);
    const left = await db
      .selectFrom('verification_codes')
      .select('created_at')
      .where('target', '=', old.target)
      .execute();
    expect(left).toEqual([{ created_at: now - 30 * MINUTE }]);
  });

  it('dies after five wrong guesses', async () => {
    const now = Date.now();
    const target = uniquePhone();
    const { code } = await issue(target, now);
    const wrong = code === '999999' ? '000000' : '999999';
    for (let i = 0; i < MAX_WRONG_ATTEMPTS; i++) expect(await consume(target, wrong, now)).toBe(false);
    expect(await consume(target, code, now)).toBe(false);
  });

  it('keeps the requesting address’s tries apart from everyone else’s', async () => {
    const now = Date.now();
    const target = uniquePhone();
    const { code } = await issue(target, now);
    const wrong = code === '999999' ? '000000' : '999999';
    // Guesses from elsewhere, up to their cap and past it, leave the owner's code alone.
    for (let i = 0; i < MAX_OUTSIDE_ATTEMPTS + 3; i++) {
      expect(await consume(target, wrong, now, `198.51.100.${i}`)).toBe(false);
    }
    // Past the cap even the right code from elsewhere is refused: guessing stays bounded.
    expect(await consume(target, code, now, '198.51.100.200')).toBe(false);
    const row = await t.app.context.db
      .selectFrom('verification_codes')
      .select(['attempts', 'outside_attempts'])
      .where('target', '=', target)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 0, outside_attempts: MAX_OUTSIDE_ATTEMPTS });
    expect(
      await codes.isRequestedFrom(t.app.context.db, { target, purpose: 'login', ip: '127.0.0.1' }, now),
    ).toBe(true);
    expect(await consume(target, code, now)).toBe(true);
    expect(
      await codes.isRequestedFrom(t.app.context.db, { target, purpose: 'login', ip: '127.0.0.1' }, now),
    ).toBe(false);
  });

  it('lets a parallel burst from one side past its cap no further', async () => {
    const now = Date.now();
    const target = uniquePhone();
    const { code } = await issue(target, now);
    const wrong = code === '999999' ? '000000' : '999999';
    const tries = Array.from({ length: 20 }, () =>
      t.app.context.db
        .transaction()
        .execute((trx) =>
          codes.consume(trx, { target, purpose: 'login', code: wrong, ip: '203.0.113.5' }, now),
        ),
    );
    expect(await Promise.all(tries)).toEqual(Array.from({ length: 20 }, () => false));
    const row = await t.app.context.db
      .selectFrom('verification_codes')
      .select('outside_attempts')
      .where('target', '=', target)
      .executeTakeFirstOrThrow();
    expect(row.outside_attempts).toBe(MAX_OUTSIDE_ATTEMPTS);
  });
});
