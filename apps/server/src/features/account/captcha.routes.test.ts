import { API, type CaptchaChallenge } from '@asinasin/contract';
import { expect, it } from 'vitest';
import { CAPTCHA_TTL_MS } from '../../platform/captcha/captcha-service.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

describeEachEngine('GET captcha challenge', (engine) => {
  const t = useTestApp(engine, { CAPTCHA_DIFFICULTY: '2' });

  it('serves a signed SHA-256 challenge that expires in ten minutes and is never cached', async () => {
    const before = Date.now();
    const res = await t.app.inject({ url: API.captchaChallenge });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { code, data } = res.json<{ code: number; data: CaptchaChallenge }>();
    expect(code).toBe(1);
    expect(data.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyPrefix: '00' });
    expect(data.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresMs = data.parameters.expiresAt! * 1000;
    expect(expiresMs).toBeGreaterThanOrEqual(Math.floor((before + CAPTCHA_TTL_MS) / 1000) * 1000);
    expect(expiresMs).toBeLessThanOrEqual(Date.now() + CAPTCHA_TTL_MS);
  });
});
