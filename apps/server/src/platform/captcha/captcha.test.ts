import fs from 'node:fs';
import path from 'node:path';
import { solveCaptcha } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../config.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { CAPTCHA_TTL_MS } from './captcha-service.js';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describeEachEngine('captcha', (engine) => {
  const t = useTestApp(engine, { CAPTCHA_DIFFICULTY: '2' });

  it('accepts a solution once and refuses its replay', async () => {
    const { captcha } = t.app.context;
    const payload = await solveCaptcha(await captcha.createChallenge());
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('refuses tampered, unsolved, expired and malformed payloads without throwing', async () => {
    const { captcha } = t.app.context;
    const challenge = await captcha.createChallenge();
    const solved = JSON.parse(atob(await solveCaptcha(challenge)));
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } };
    const expired = await captcha.createChallenge(Date.now() - CAPTCHA_TTL_MS - 1000);
    const payloads = [
      encode({ ...solved, challenge: easier }),
      encode({
        ...solved,
        solution: { counter: solved.solution.counter + 1, derivedKey: solved.solution.derivedKey },
      }),
      encode({ ...solved, solution: { counter: 0, derivedKey: 'zz' } }),
      encode({ ...solved, challenge: { ...challenge, signature: 'a'.repeat(64) } }),
      await solveCaptcha(expired),
      encode({
        challenge: { parameters: { ...challenge.parameters, expiresAt: undefined }, signature: 'x' },
        solution: solved.solution,
      }),
      'not base64!',
      encode('a string'),
      Buffer.from('{"challenge":').toString('base64'),
      encode(null),
      '',
    ];
    for (const payload of payloads) expect(await captcha.verify(payload)).toBe(false);
    // The untouched solution still works: the failures above did not burn it.
    expect(await captcha.verify(encode(solved))).toBe(true);
    expect(await captcha.assertSolved(encode(solved)).catch((e: unknown) => e)).toMatchObject({ code: 1001 });
  });

  it('forgets used signatures once their challenge has expired', async () => {
    const { captcha, db } = t.app.context;
    await db
      .insertInto('captcha_uses')
      .values({ signature: 'stale', expires_at: Date.now() - 1 })
      .execute();
    const fresh = await solveCaptcha(await captcha.createChallenge());
    expect(await captcha.verify(fresh)).toBe(true);
    await captcha.purgeExpired();
    const kept = (await db.selectFrom('captcha_uses').select('signature').execute()).map((r) => r.signature);
    expect(kept).not.toContain('stale');
    expect(kept.length).toBeGreaterThan(0);
    // The challenge still remembered, its replay still fails.
    expect(await captcha.verify(fresh)).toBe(false);
  });
});

describeEachEngine('app secret', (engine) => {
  const t = useTestApp(engine);
  /** The test app's settings on another data folder (the same database, if PostgreSQL). */
  const configIn = (dataDir: string, env: Record<string, string> = {}) => {
    const { DATABASE_URL } = t.app.context.config;
    return loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ...(DATABASE_URL ? { DATABASE_URL } : {}),
      ...env,
    });
  };

  it('generates a secret into DATA_DIR once, readable by the owner only, and reuses it', async () => {
    const file = path.join(t.dataDir, 'secret.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(t.app.context.secret).toBe(fs.readFileSync(file, 'utf8'));
    expect(t.app.context.secret).toMatch(/^[0-9a-f]{64}$/);

    // A restart keeps the secret it finds, so its challenges still verify. It starts on a copy of the
    // folder's secret: a second live instance on the same catalog file would replay the first's
    // write-ahead log under it, which one process never does.
    const payload = await solveCaptcha(await t.app.context.captcha.createChallenge());
    const restartDir = path.join(t.dataDir, 'restart');
    fs.mkdirSync(restartDir);
    fs.copyFileSync(file, path.join(restartDir, 'secret.key'));
    const restarted = await buildApp(configIn(restartDir));
    try {
      expect(restarted.context.secret).toBe(t.app.context.secret);
      expect(await restarted.context.captcha.verify(payload)).toBe(true);
    } finally {
      await restarted.close();
    }
  });

  it('uses APP_SECRET when set and writes no file', async () => {
    const dataDir = path.join(t.dataDir, 'with-secret');
    const app = await buildApp(configIn(dataDir, { APP_SECRET: 's'.repeat(40) }));
    try {
      expect(app.context.secret).toBe('s'.repeat(40));
      expect(fs.existsSync(path.join(dataDir, 'secret.key'))).toBe(false);
      const foreign = await solveCaptcha(await t.app.context.captcha.createChallenge());
      expect(await app.context.captcha.verify(foreign)).toBe(false);
    } finally {
      await app.close();
    }
  });
});
