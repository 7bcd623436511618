import { PLATFORM, PLATFORM_HEADER, TOKEN_COOKIE } from '@asinasin/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n';
import { fakeApi } from '../test/fake-api';
import { jsonResponse } from '../test/render';
import {
  ApiError,
  NETWORK_ERROR_CODE,
  apiRequest,
  buildUrl,
  errorMessage,
  fileExists,
  uploadFile,
} from './api-client';
import { authToken } from './auth-token';
import { downloadFile } from './download-file';
import { topUpDialog } from './top-up-store';

/** Every path answers this: these tests are of the HTTP client, whatever the path. */
const answer = (response: Response) => fakeApi.otherwise(response);

const lastCall = () => fakeApi.last();

beforeEach(() => {
  topUpDialog.close();
});

afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('apiRequest', () => {
  it('uses GET without a body, appends the query and resolves with data', async () => {
    answer(jsonResponse({ code: 1, msg: '', data: { rows: [1] } }));
    const data = await apiRequest<{ rows: number[] }>('/api/report/productList', {
      query: { page: 1, size: 20, q: undefined },
    });
    expect(data).toEqual({ rows: [1] });
    const { address: url, method, body } = lastCall();
    expect(url).toBe('/api/report/productList?page=1&size=20');
    expect(method).toBe('GET');
    expect(body).toBeUndefined();
  });

  it('becomes a JSON POST when a body is given', async () => {
    answer(jsonResponse({ code: 1, msg: '', data: null }));
    await apiRequest('/api/account/login', { body: { account: 'a@b.co', code: '123456' } });
    const { method, body, header } = lastCall();
    expect(method).toBe('POST');
    expect(body).toEqual({ account: 'a@b.co', code: '123456' });
    expect(header('content-type')).toBe('application/json');
  });

  it('sends the platform header, the token and the UI language', async () => {
    authToken.set('tok-1');
    await changeLanguage('en-US');
    answer(jsonResponse({ code: 1, msg: '', data: null }));
    await apiRequest('/api/account/info');
    const { header } = lastCall();
    expect(header(PLATFORM_HEADER)).toBe(PLATFORM);
    expect(header('authorization')).toBe('Bearer tok-1');
    expect(header('x-lang')).toBe('en-US');
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=tok-1`);
  });

  it('leaves Authorization out when logged out', async () => {
    answer(jsonResponse({ code: 1, msg: '', data: null }));
    await apiRequest('/api/site/stats');
    expect(lastCall().header('authorization')).toBeNull();
  });

  it('rejects with the envelope when the code is not 1, even on HTTP 200', async () => {
    answer(jsonResponse({ code: 1003, msg: '该账号已注册，请直接登录', data: null }));
    const error = await apiRequest('/api/account/getCode', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1003, msg: '该账号已注册，请直接登录', status: 200 });
    expect(errorMessage(error)).toBe('该账号已注册，请直接登录');
  });

  it('rejects an HTTP failure with its envelope and status', async () => {
    answer(jsonResponse({ code: 429, msg: '请求过于频繁，请稍后再试', data: null }, 429));
    await expect(apiRequest('/api/account/getCode', { body: {} })).rejects.toMatchObject({
      code: 429,
      status: 429,
    });
  });

  it('shows the default message, never the raw page, for an HTTP failure without an envelope', async () => {
    const page = '<html><head><title>500 Internal Server Error</title></head><body>nginx</body></html>';
    answer(new Response(page, { status: 500, headers: { 'content-type': 'text/html' } }));
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 500, msg: '请求超时，请稍后再试', status: 500, data: page });
    expect(errorMessage(error)).toBe('请求超时，请稍后再试');

    await changeLanguage('en-US');
    for (const body of ['Bad Gateway', '{"error": "not our envelope"}', '']) {
      answer(new Response(body, { status: 502, headers: { 'content-type': 'text/plain' } }));
      const failure = await apiRequest('/api/x').catch((e: unknown) => e);
      expect(errorMessage(failure)).toBe('Request timeout, please try again later');
    }
  });

  it('resolves a text response as text', async () => {
    answer(new Response('plain words', { status: 200, headers: { 'content-type': 'text/plain' } }));
    await expect(apiRequest<string>('/api/text')).resolves.toBe('plain words');
  });

  it('opens the top-up dialog on code 996 and still rejects', async () => {
    answer(jsonResponse({ code: 996, msg: '算力不足，请充值', data: null }, 402));
    expect(topUpDialog.isOpen()).toBe(false);
    await expect(apiRequest('/api/AiAmazon/reportCreate', { body: {} })).rejects.toMatchObject({ code: 996 });
    expect(topUpDialog.isOpen()).toBe(true);
  });

  it('turns a network failure into the default notification message', async () => {
    answer(Response.error());
    const error = await apiRequest('/api/account/info').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: NETWORK_ERROR_CODE, msg: '请求超时，请稍后再试', status: 0 });
    await changeLanguage('en-US');
    expect(errorMessage(new Error('boom'))).toBe('Request timeout, please try again later');
  });
});

describe('uploadFile', () => {
  it('posts multipart under field "file" without a JSON content type', async () => {
    authToken.set('tok-2');
    answer(jsonResponse({ code: 1, msg: '', data: { user: { id: 1 } } }));
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await expect(uploadFile('/api/account/avatar', file)).resolves.toEqual({ user: { id: 1 } });
    const { method, body, header } = lastCall();
    expect(method).toBe('POST');
    expect((body as FormData).get('file')).toMatchObject({ name: 'me.png', type: 'image/png' });
    // the browser sets the multipart type with its boundary; a JSON type would break the upload
    expect(header('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(header('authorization')).toBe('Bearer tok-2');
  });
});

describe('downloadFile', () => {
  it("posts the body with the auth header and saves the file under the server's name", async () => {
    authToken.set('tok-1');
    answer(
      new Response('\uFEFFterm,rank\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''${encodeURIComponent('关键词.csv')}`,
        },
      }),
    );
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    await downloadFile('/api/research/export', { body: { seed: 'press' }, fileName: 'fallback.csv' });
    const { method, body, header } = lastCall();
    expect(method).toBe('POST');
    expect(body).toEqual({ seed: 'press' });
    expect(header('authorization')).toBe('Bearer tok-1');
    expect(clicked).toEqual(['关键词.csv']);
    click.mockRestore();
    authToken.clear();
  });

  it('rejects with the envelope when the server answers an error instead of a file', async () => {
    answer(jsonResponse({ code: 2, msg: 'bad filter', data: null }, 400));
    await expect(downloadFile('/api/research/export', { fileName: 'a.csv' })).rejects.toMatchObject({
      code: 2,
      msg: 'bad filter',
    });
  });
});

describe('helpers', () => {
  it('buildUrl repeats array values and keeps an existing query', () => {
    expect(buildUrl('/a?x=1', { y: [1, 2], z: null })).toBe('/a?x=1&y=1&y=2');
    expect(buildUrl('/a', {})).toBe('/a');
  });

  it('fileExists treats an HTML fallback page as missing', async () => {
    answer(new Response(null, { status: 200, headers: { 'content-type': 'application/zip' } }));
    await expect(fileExists('/download/x.zip')).resolves.toBe(true);
    expect(lastCall().method).toBe('HEAD');
    answer(new Response(null, { status: 200, headers: { 'content-type': 'text/html' } }));
    await expect(fileExists('/download/x.zip')).resolves.toBe(false);
    answer(new Response(null, { status: 404 }));
    await expect(fileExists('/download/x.zip')).resolves.toBe(false);
  });
});
