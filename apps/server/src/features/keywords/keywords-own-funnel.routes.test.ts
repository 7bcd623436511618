import { API } from '@asinasin/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { useTestApp } from '../../../test/support/test-app.js';

/* The seller's own funnel's bad input; its rows and who sees them: amazon-own-sync.routes.test.ts. */
describe("the seller's own search funnel API", () => {
  const t = useTestApp('sqlite');
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = (await createSeller(t.app)).headers;
  });
  const funnel = (payload: Record<string, unknown>, auth = headers) =>
    t.app.inject({ method: 'POST', url: API.keywordOwnFunnel, headers: auth, payload });

  it('answers 401 to a visitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.keywordOwnFunnel,
      payload: { asin: 'B0SPAPI001' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).not.toBe(1);
  });

  it('refuses a missing or malformed ASIN in both languages', async () => {
    for (const [payload, msg] of [
      [{ asin: '  ' }, 'ASIN不能为空'],
      [{ asin: 'B1NOTANASIN' }, '错误的ASIN'],
      [{ asin: 'B0SPAPI001', marketplace: 'XX' }, undefined],
    ] as const) {
      const res = await funnel(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).not.toBe(1);
      if (msg) expect(res.json().msg).toBe(msg);
    }
    const english = await funnel({ asin: 'B0X' }, { ...headers, 'accept-language': 'en-US' });
    expect(english.json().msg).toBe('Invalid ASIN');
  });

  it('says nothing is pulled yet for an ASIN the seller has no report of', async () => {
    const res = await funnel({ asin: 'b0spapi001 ' });
    expect(res.json()).toMatchObject({
      code: 1,
      data: { asin: 'B0SPAPI001', marketplace: 'US', period: null, kinds: [], total: 0, rows: [] },
    });
  });
});
