import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, loginBody } from '@asinasin/contract';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { bodyLimitFor } from './body-limit.js';
import { formatBytes, frameworkAnswer } from './framework-errors.js';
import { forbiddenKeyIn } from './json-body.js';

function webDistWithSecrets(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, '.env'), 'APP_SECRET=do-not-serve-me');
  fs.mkdirSync(path.join(dir, '.git'));
  fs.writeFileSync(path.join(dir, '.git', 'config.js'), 'do-not-serve-me');
  return dir;
}

const json = { 'content-type': 'application/json' };

describeEachEngine('every failure is an envelope in the caller’s language', (engine) => {
  const t = useTestApp(engine, { WEB_DIST: webDistWithSecrets() });

  /** The answer in both languages: status, code and the two messages. */
  async function both(options: InjectOptions) {
    const answers = [];
    for (const lang of ['zh-CN', 'en-US']) {
      const res = await t.app.inject({ ...options, headers: { ...options.headers, 'x-lang': lang } });
      expect(res.headers['content-type'], res.body).toMatch(/^application\/json/);
      answers.push({
        status: res.statusCode,
        ...(res.json() as { code: number; msg: string; data: unknown }),
      });
    }
    const [zh, en] = answers;
    expect(zh!.data).toBeNull();
    return { status: zh!.status, code: zh!.code, zh: zh!.msg, en: en!.msg };
  }

  it('answers a malformed percent-encoded URL', async () => {
    for (const url of ['/api/%zz', '/%E0%A4%A', '/dev/%']) {
      expect(await both({ url })).toEqual({
        status: 400,
        code: 400,
        zh: '请求地址无效',
        en: 'The request address is not valid',
      });
    }
  });

  it("answers a body over the route's limit with 413, naming the limit", async () => {
    const limit = formatBytes(bodyLimitFor(loginBody));
    expect(limit).toMatch(/^\d+(\.\d)? KB$/);
    const payload = JSON.stringify({ account: 'x'.repeat(1024 * 1024) });
    expect(await both({ method: 'POST', url: API.login, headers: json, payload })).toEqual({
      status: 413,
      code: 413,
      zh: `请求内容过大，不能超过 ${limit}`,
      en: `The request body is too large: at most ${limit}`,
    });
  });

  it('answers a content type it does not read with 415', async () => {
    for (const type of ['text/xml', 'application/x-www-form-urlencoded', 'image/png']) {
      const res = await both({
        method: 'POST',
        url: API.login,
        headers: { 'content-type': type },
        payload: 'a=1',
      });
      expect(res).toEqual({
        status: 415,
        code: 415,
        zh: '不支持该请求内容类型',
        en: 'This content type is not supported here',
      });
    }
  });

  it('answers an empty JSON body', async () => {
    for (const headers of [json, { 'content-type': 'application/json; charset=utf-8' }]) {
      expect(await both({ method: 'POST', url: API.login, headers })).toEqual({
        status: 400,
        code: 400,
        zh: '请求内容为空，应为 JSON',
        en: 'The request body is empty; JSON was expected',
      });
    }
  });

  it('refuses keys that poison prototypes, saying which', async () => {
    const cases = [
      ['{"__proto__":{"admin":true},"account":"a@b.co"}', '__proto__'],
      ['{"account":"a@b.co","nested":[{"x":{"__proto__":{}}}]}', '__proto__'],
      ['{"\\u005f_proto__":{"admin":true}}', '__proto__'],
      ['{"constructor":{"prototype":{"admin":true}}}', 'constructor.prototype'],
    ] as const;
    for (const [payload, key] of cases) {
      expect(await both({ method: 'POST', url: API.login, headers: json, payload })).toEqual({
        status: 400,
        code: 400,
        zh: `请求内容包含禁止使用的键 ${key}`,
        en: `The request body contains the forbidden key ${key}`,
      });
    }
    // A harmless "constructor" is no poison, and malformed JSON is still called so.
    const plain = await both({
      method: 'POST',
      url: API.login,
      headers: json,
      payload: '{"constructor":"x"}',
    });
    expect(plain.zh).toBe('字段 account 无效：必填');
    const broken = await both({ method: 'POST', url: API.login, headers: json, payload: '{"a":' });
    expect(broken).toMatchObject({ status: 400, zh: '请求内容不是有效的 JSON' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('finds poisoned keys at any depth', () => {
    expect(forbiddenKeyIn(JSON.parse('[1,{"a":[{"__proto__":1}]}]'))).toBe('__proto__');
    expect(forbiddenKeyIn(JSON.parse('{"constructor":{"prototype":1}}'))).toBe('constructor.prototype');
    expect(forbiddenKeyIn(JSON.parse('{"constructor":{"name":"x"},"proto":1}'))).toBeUndefined();
    expect(forbiddenKeyIn(null)).toBeUndefined();
  });

  it('answers a forbidden static path and hides dot-files', async () => {
    for (const url of ['//index.html', '/index.html%00.js']) {
      expect(await both({ url })).toEqual({
        status: 403,
        code: 403,
        zh: '不允许访问该路径',
        en: 'This path is not allowed',
      });
    }
    for (const url of ['/.env', '/.git/config.js', '/%2e%2e/%2e%2e/etc/passwd.txt']) {
      const res = await t.app.inject({ url });
      expect(res.body, url).not.toContain('do-not-serve-me');
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '资源不存在', data: null });
    }
  });

  it('maps any other client error of a plugin by its status, and leaves server faults to the 500', () => {
    const request = { routeOptions: { bodyLimit: 1024 * 1024 } } as Parameters<typeof frameworkAnswer>[1];
    expect(frameworkAnswer({ code: 'ERR_RANGE', statusCode: 416 }, request)).toEqual({
      code: 400,
      key: 'common.badRequest',
      status: 416,
    });
    expect(frameworkAnswer({ code: 'X', status: 404 }, request)).toMatchObject({ code: 404 });
    expect(frameworkAnswer({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }, request)).toEqual({
      code: 413,
      key: 'common.bodyTooLarge',
      params: { limit: '1 MB' },
    });
    expect(frameworkAnswer({ code: 'FST_ERR_ASYNC_CONSTRAINT', statusCode: 500 }, request)).toBeUndefined();
    expect(frameworkAnswer({ code: 'ECONNRESET' }, request)).toBeUndefined();
  });
});
