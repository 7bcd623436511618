import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { LANGUAGE_COOKIE, toLanguage, TOKEN_COOKIE } from '@asinasin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite's hashed output: a file's name changes with its content, so it can be kept for good. */
const HASHED_ASSETS_DIR = 'assets';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The page itself (and the SPA fallback) is checked on every load, so a release shows at once. */
export const REVALIDATE_CACHE = 'no-cache';

function cacheControlFor(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep);
  return relative[0] === HASHED_ASSETS_DIR && relative.length > 1 ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * Serves the built web app: the `.br`/`.gz` copies written at build (apps/web/build/precompress.ts)
 * to browsers that accept them, with `vary: accept-encoding`; hashed files cached for a year, all
 * else (index.html, logo) revalidated. `reply.sendFile('index.html')` takes the same path.
 */
export async function serveWebAssets(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    dotfiles: 'ignore',
    preCompressed: true,
    // `/` is a page: its own route picks the file (pageFile), never a directory listing here
    index: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', cacheControlFor(root, file));
    },
  });
}

/**
 * The file a page request gets: the app's index.html, or for a visitor's `/` (no session cookie)
 * the home page prerendered at build in their language (apps/web/build/prerender-home.ts), which
 * shows before the app's scripts have run (docs/speed.md, "Cold load").
 */
export function pageFile(root: string, pathname: string, request: FastifyRequest): string {
  if (pathname !== '/' || request.cookies[TOKEN_COOKIE]) return 'index.html';
  const home = `home.${toLanguage(request.cookies[LANGUAGE_COOKIE])}.html`;
  return fs.existsSync(path.join(root, home)) ? home : 'index.html';
}

/**
 * The built web app: WEB_DIST, else apps/web/dist above the server (from src/ or from the bundle
 * in dist/), else a `web` folder beside the bundle's (a packaged layout). The report printer
 * (platform/pdf) prints from the same files the server serves.
 */
export function findWebDist(config: { WEB_DIST?: string | undefined }): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = config.WEB_DIST ? [config.WEB_DIST] : [];
  for (let dir = here; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    candidates.push(path.join(dir, 'web', 'dist'));
  }
  candidates.push(path.resolve(here, '../web'));
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}
