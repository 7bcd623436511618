import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, TOKEN_COOKIE } from '@asinasin/contract';
import { useTestApp } from '../../../test/support/test-app.js';

/** A built web app as apps/web's build leaves it: hashed assets, and .br/.gz beside text files. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-web-assets-'));
const INDEX = `<!doctype html><title>app</title>${'<!-- page -->'.repeat(200)}`;
const SCRIPT = `console.log(${JSON.stringify('a seller opens the app '.repeat(200))});`;
function writeWithCopies(relative: string, text: string) {
  const file = path.join(webDist, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, gzipSync(text));
}
writeWithCopies('index.html', INDEX);
/** The home page prerendered at build, one per language (apps/web/build/prerender-home.ts). */
const HOME = {
  'zh-CN': `<!doctype html><title>首页</title>${'<!-- 首页 -->'.repeat(200)}`,
  'en-US': `<!doctype html><title>Home</title>${'<!-- home -->'.repeat(200)}`,
};
writeWithCopies('home.zh-CN.html', HOME['zh-CN']);
writeWithCopies('home.en-US.html', HOME['en-US']);
writeWithCopies('assets/index-B2x9Qk1z.js', SCRIPT);
fs.writeFileSync(path.join(webDist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('web assets', () => {
  const t = useTestApp('sqlite', { WEB_DIST: webDist });
  const get = (url: string, acceptEncoding?: string, cookies: Record<string, string> = {}) =>
    t.app.inject({ url, cookies, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli copy of a hashed script to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-B2x9Qk1z.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip where brotli is not accepted, and the plain file where nothing is', async () => {
    const gz = await get('/assets/index-B2x9Qk1z.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-B2x9Qk1z.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(SCRIPT);
  });

  it('has the page itself revalidated, at / and at every client route, compressed too', async () => {
    for (const url of ['/index.html', '/product-selection']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('sends a visitor’s / the home page prerendered in their language, and a seller’s the app', async () => {
    const visitor = await get('/', 'br, gzip');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers['content-encoding']).toBe('br');
    expect(visitor.headers.vary).toMatch(/cookie/i);
    expect(brotliDecompressSync(visitor.rawPayload).toString()).toBe(HOME['zh-CN']);

    const english = await get('/', undefined, { [LANGUAGE_COOKIE]: 'en-US' });
    expect(english.body).toBe(HOME['en-US']);
    // an unknown language is the default one, never a path of its own
    const unknown = await get('/', undefined, { [LANGUAGE_COOKIE]: '../index' });
    expect(unknown.body).toBe(HOME['zh-CN']);
    // a seller's own page (their name, their plan) cannot be prerendered: the app draws it
    const seller = await get('/', undefined, { [TOKEN_COOKIE]: 'a-session', [LANGUAGE_COOKIE]: 'en-US' });
    expect(seller.body).toBe(INDEX);
    // any other page is the app, whatever the cookies
    expect((await get('/product-selection', undefined, { [LANGUAGE_COOKIE]: 'en-US' })).body).toBe(INDEX);
  });

  it('has files outside the hashed folder revalidated, and a missing asset answered 404', async () => {
    const logo = await get('/logo.svg', 'br');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('no-cache');
    expect(logo.headers['content-encoding']).toBeUndefined();

    const missing = await get('/assets/gone-12345678.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});
