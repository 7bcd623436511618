import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachEngine, useTestApp } from './support/test-app.js';

describeEachEngine('platform', (engine) => {
  const t = useTestApp(engine);

  it('answers /healthz', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with the envelope and code 404 in the caller language', async () => {
    const zh = await t.app.inject({ url: '/api/nope' });
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toEqual({ code: 404, msg: '资源不存在', data: null });
    const en = await t.app.inject({ url: '/api/nope', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.json().msg).toBe('Not found');
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('gives API responses a fixed policy that forbids rendering and framing', async () => {
    const res = await t.app.inject({ url: '/api/site/stats' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describeEachEngine('validation messages', (engine) => {
  const t = useTestApp(engine);

  const post = (body: unknown, lang = 'zh-CN') =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'x-lang': lang, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('says a password is too short in the SPEC’s words', async () => {
    const res = await post({ account: 'a@example.com', password: '123', captcha: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('密码不能少于6位');
  });

  it('names a missing field in the caller’s language', async () => {
    const zh = await post({ password: 'secret1', captcha: 'x' });
    expect(zh.json()).toMatchObject({ code: 400, msg: '字段 account 无效：必填' });
    const en = await post({ password: 'secret1', captcha: 'x' }, 'en-US');
    expect(en.json().msg).toBe('Field account is invalid: it is required');
  });

  it('answers malformed JSON with a clear message, not a 500', async () => {
    const res = await post('{"account": ');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('请求内容不是有效的 JSON');
  });
});

describeEachEngine('web app fallback', (engine) => {
  const t = useTestApp(engine, { WEB_DIST: webDistFixture() });

  it('answers client routes with index.html and missing files with 404', async () => {
    const page = await t.app.inject({ url: '/products/asin_fx/index?asin=B0ABCDEF12' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const missing = await t.app.inject({ url: '/download/asinasin-extension.zip' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(404);
  });
});

function webDistFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  return dir;
}
