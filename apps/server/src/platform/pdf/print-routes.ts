import fs from 'node:fs/promises';
import path from 'node:path';
import type { Route } from 'playwright-core';

/**
 * The printed page's origin. localhost, so the page is a secure context as it is when served;
 * every request to it is answered by answerPrintRequest, never by a network.
 */
export const PRINT_ORIGIN = 'http://localhost';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Answers one request of the printed page: a file of the built web app, index.html for a page
 * address (the app routes itself), and nothing else. API calls and outside hosts are refused: the
 * page's data was handed in, and a printout fetches no address taken from imported data.
 */
export async function answerPrintRequest(route: Route, webDist: string): Promise<void> {
  const url = new URL(route.request().url());
  if (url.origin !== PRINT_ORIGIN || url.pathname.startsWith('/api/')) return route.abort('blockedbyclient');
  const root = path.resolve(webDist);
  const wanted = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
  const isInside = wanted.startsWith(root + path.sep);
  const hasExtension = /\.[a-z0-9]+$/i.test(url.pathname);
  const file = isInside && hasExtension ? wanted : path.join(root, 'index.html');
  try {
    const body = await fs.readFile(file);
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    return route.fulfill({ status: 200, body, contentType: type });
  } catch {
    return route.fulfill({ status: 404, body: '' });
  }
}
