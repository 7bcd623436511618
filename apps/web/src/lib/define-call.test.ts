import {
  API,
  PLATFORM,
  PLATFORM_HEADER,
  accountEndpoints,
  catalogImportEndpoints,
  siteEndpoints,
} from '@asinasin/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n';
import { fakeApi } from '../test/fake-api';
import { jsonResponse } from '../test/render';
import { ApiError } from './api-client';
import { authToken } from './auth-token';
import { RESPONSE_MISMATCH_CODE, defineCall, defineUpload, lazyEndpoint } from './define-call';
import { topUpDialog } from './top-up-store';

/** Every path answers this: these tests are of the call builder, whatever the path. */
const answer = (response: Response) => fakeApi.otherwise(response);
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

const stats = { products: 3, dimensions: 23, marketplaces: 9, users: 1 };
const user = {
  id: 7,
  nickname: 'seller',
  avatar: '',
  token: 'tok-7',
  level: 1,
  level_text: '',
  start_time: null,
  end_time: null,
  type: 0,
  birthday: null,
  sex: 0,
  language: 'zh-CN',
  mold: [],
  money: 0,
  power: 12.5,
  phone: null,
  email: 'a@b.co',
  operator: false,
};

const getStats = defineCall(siteEndpoints.siteStats);
const login = defineCall(accountEndpoints.login);

const lastCall = () => fakeApi.last();

beforeEach(() => {
  consoleError.mockClear();
  topUpDialog.close();
});

afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('defineCall', () => {
  it('GETs without a body, appends the query and resolves with the checked data', async () => {
    answer(jsonResponse({ code: 1, msg: '', data: stats }));
    await expect(getStats({ query: { fresh: 1 } })).resolves.toEqual(stats);
    const { address: url, method, body, header } = lastCall();
    expect(url).toBe('/api/site/stats?fresh=1');
    expect(method).toBe('GET');
    expect(body).toBeUndefined();
    expect(header(PLATFORM_HEADER)).toBe(PLATFORM);
  });

  it('POSTs a JSON body with the platform header and the token', async () => {
    authToken.set('tok-1');
    answer(jsonResponse({ code: 1, msg: '', data: { user } }));
    const body = { account: 'a@b.co', password: 'secret1', captcha: 'solved' };
    await expect(login(body)).resolves.toEqual({ user });
    const sent = lastCall();
    expect(sent.address).toBe(API.login);
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual(body);
    expect(sent.header('content-type')).toBe('application/json');
    expect(sent.header('authorization')).toBe('Bearer tok-1');
  });

  it.each([
    ['a field of the wrong type', { ...stats, users: 'many' }],
    ['a missing field', { products: 3, dimensions: 23, marketplaces: 9 }],
    ['no data at all', null],
  ])('rejects %s with the default message and logs the issues', async (_case, data) => {
    answer(jsonResponse({ code: 1, msg: '', data }));
    const error = await getStats().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: RESPONSE_MISMATCH_CODE, msg: '请求超时，请稍后再试', data: null });
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining(API.siteStats),
      expect.arrayContaining([expect.objectContaining({ path: expect.any(Array) })]),
    );
  });

  it("says so in the seller's language", async () => {
    await changeLanguage('en-US');
    answer(jsonResponse({ code: 1, msg: '', data: { user: { id: 'x' } } }));
    await expect(login({ account: 'a@b.co', code: '123456' })).rejects.toMatchObject({
      code: RESPONSE_MISMATCH_CODE,
      msg: 'Request timeout, please try again later',
    });
  });

  it('rejects a page that is not an envelope (a proxy or SPA answer) instead of passing it on', async () => {
    answer(
      new Response('<!doctype html><html></html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    await expect(getStats()).rejects.toMatchObject({ code: RESPONSE_MISMATCH_CODE });
  });

  it('keeps the envelope rules: a non-1 code rejects with the response, 996 opens the top-up dialog', async () => {
    answer(jsonResponse({ code: 996, msg: '算力不足', data: null }, 402));
    await expect(getStats()).rejects.toMatchObject({ code: 996, msg: '算力不足', status: 402 });
    expect(topUpDialog.isOpen()).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("sends a GET endpoint's query schema as the query string, typed by the contract", async () => {
    const getRuns = defineCall(catalogImportEndpoints.adminImportRuns);
    answer(jsonResponse({ code: 1, msg: '', data: { rows: [], total: 0 } }));
    await expect(getRuns({ page: 2, size: 5 })).resolves.toEqual({ rows: [], total: 0 });
    const { address: url, method, body } = lastCall();
    expect(url).toBe(`${API.adminImportRuns}?page=2&size=5`);
    expect(method).toBe('GET');
    expect(body).toBeUndefined();
  });

  it('checks an empty envelope too: data must be null', async () => {
    const logout = defineCall(accountEndpoints.logout);
    answer(jsonResponse({ code: 1, msg: '', data: null }));
    await expect(logout()).resolves.toBeNull();
    answer(jsonResponse({ code: 1, msg: '', data: { surprise: true } }));
    await expect(logout()).rejects.toMatchObject({ code: RESPONSE_MISMATCH_CODE });
  });
});

describe('defineCall with a schema loader (the shell keeps zod out of its first load)', () => {
  it('loads the schema alongside the request and checks the data with it', async () => {
    const loader = vi.fn(() => Promise.resolve(siteEndpoints.siteStats));
    const lazyStats = defineCall(lazyEndpoint({ method: 'GET', path: API.siteStats }, loader));
    answer(jsonResponse({ code: 1, msg: '', data: stats }));
    await expect(lazyStats()).resolves.toEqual(stats);
    expect(loader).toHaveBeenCalledTimes(1);

    answer(jsonResponse({ code: 1, msg: '', data: { products: 'x' } }));
    await expect(lazyStats()).rejects.toMatchObject({ code: RESPONSE_MISMATCH_CODE });
  });

  it('rejects with the request error, not the schema load, when both fail', async () => {
    const lazyStats = defineCall(
      lazyEndpoint({ method: 'GET', path: API.siteStats }, () =>
        Promise.reject<typeof siteEndpoints.siteStats>(new Error('chunk gone')),
      ),
    );
    answer(jsonResponse({ code: 500, msg: '服务器错误', data: null }, 500));
    await expect(lazyStats()).rejects.toMatchObject({ code: 500, msg: '服务器错误' });
  });
});

describe('lazyEndpoint', () => {
  it('is typed against the endpoint it loads: another method or path does not compile', () => {
    const load = () => Promise.resolve(siteEndpoints.siteStats);
    // @ts-expect-error the loaded endpoint is a GET
    lazyEndpoint({ method: 'POST', path: API.siteStats }, load);
    // @ts-expect-error the loaded endpoint has another path
    lazyEndpoint({ method: 'GET', path: API.siteConfig }, load);
    expect(lazyEndpoint({ method: 'GET', path: API.siteStats }, load).path).toBe(API.siteStats);
  });
});

describe('defineUpload', () => {
  const upload = defineUpload(accountEndpoints.uploadAvatar);

  it('sends the file as multipart and checks the answer', async () => {
    answer(jsonResponse({ code: 1, msg: '', data: { user } }));
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await expect(upload(file)).resolves.toEqual({ user });
    const { method, body } = lastCall();
    expect(method).toBe('POST');
    expect((body as FormData).get('file')).toMatchObject({ name: 'me.png', type: 'image/png' });

    answer(jsonResponse({ code: 1, msg: '', data: { avatar: '/x.png' } }));
    await expect(upload(file)).rejects.toMatchObject({ code: RESPONSE_MISMATCH_CODE });
  });
});
