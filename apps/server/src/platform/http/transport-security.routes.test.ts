import { API, TOKEN_COOKIE } from '@asinasin/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createSeller, solvedCaptcha } from '../../../test/support/factories.js';
import { captureLog } from '../../../test/support/log-capture.js';
import { createTestApp, useTestApp, type TestApp } from '../../../test/support/test-app.js';

const PAGE = '/healthz';
const API_CALL = '/api/site/stats';

describe.each([
  ['no PUBLIC_URL', {}],
  ['an http PUBLIC_URL', { PUBLIC_URL: 'http://nas.lan:8080' }],
])('a plain-HTTP site (%s), such as a LAN install', (_name, env) => {
  const t = useTestApp('sqlite', env);

  it('never sends the browser to https: no upgrade-insecure-requests, no HSTS', async () => {
    const page = await t.app.inject({ url: PAGE });
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const api = await t.app.inject({ url: API_CALL });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('an HTTPS site (PUBLIC_URL https://…)', () => {
  const t = useTestApp('sqlite', { PUBLIC_URL: 'https://shop.example.com', TRUST_PROXY: 'true' });

  it('asks browsers to upgrade every request and to remember HTTPS', async () => {
    const page = await t.app.inject({ url: PAGE });
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const api = await t.app.inject({ url: API_CALL });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the warning about TRUST_PROXY at start', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** The warnings a server with these settings logs once it listens. */
  async function warningsAtStart(env: Record<string, string>) {
    app = await createTestApp('sqlite', { LOG_LEVEL: 'info', ...env });
    const log = captureLog(app.app);
    await app.app.listen({ host: '127.0.0.1', port: 0 });
    return log.lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
  }

  it('says that the session cookie will not be Secure when PUBLIC_URL is https and TRUST_PROXY is off', async () => {
    const warnings = await warningsAtStart({ PUBLIC_URL: 'https://shop.example.com' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ PUBLIC_URL: 'https://shop.example.com', TRUST_PROXY: false });
    expect(warnings[0].msg).toMatch(/session cookie is not marked Secure.*Set TRUST_PROXY=true/);
  });

  it.each([
    ['TRUST_PROXY is on', { PUBLIC_URL: 'https://shop.example.com', TRUST_PROXY: 'true' }],
    ['the site is plain HTTP', { PUBLIC_URL: 'http://nas.lan:8080' }],
    ['PUBLIC_URL is unset', {}],
  ])('stays quiet when %s', async (_name, env) => {
    expect(await warningsAtStart(env)).toEqual([]);
  });
});

describe.each([
  ['on', 'true', true],
  ['off', 'false', false],
])('the session cookie behind a TLS proxy, TRUST_PROXY %s', (_name, trustProxy, secure) => {
  const t = useTestApp('sqlite', { PUBLIC_URL: 'https://shop.example.com', TRUST_PROXY: trustProxy });

  it(`is ${secure ? '' : 'not '}marked Secure when the proxy forwards an https request`, async () => {
    const seller = await createSeller(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: API.login,
      headers: { 'x-forwarded-proto': 'https' },
      payload: { account: seller.account, password: seller.password, captcha: await solvedCaptcha(t.app) },
    });
    expect(res.json().code).toBe(1);
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith(`${TOKEN_COOKIE}=`));
    expect(cookie).toBeDefined();
    expect(/;\s*Secure/i.test(cookie!)).toBe(secure);
  });
});
