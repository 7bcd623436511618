import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, trademarkEndpoints as endpoints } from '@asinasin/contract';
import { markImagePng, searchTrademarks } from '../../catalog/index.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import { addRoute } from '../../platform/http/route.js';
import type { FeaturePlugin } from '../../platform/feature-plugin.js';
import { findShippedData } from '../../platform/shipped-data.js';

interface Heading {
  class_number: number;
  category: 'goods' | 'services';
  description: string;
}

/** The shipped Nice class headings (data/trademarks/nice-class-headings.json, editable). */
function readHeadings() {
  const dir = findShippedData('trademarks', 'nice-class-headings.json');
  if (!dir) return [];
  const headings = JSON.parse(
    fs.readFileSync(path.join(dir, 'nice-class-headings.json'), 'utf8'),
  ) as Heading[];
  return headings.map((h) => ({ number: h.class_number, category: h.category, heading: h.description }));
}

/**
 * Trademark search over the catalog's imported registers (docs/data/trademarks.md) and the Nice
 * class headings for its filter; a signed-in seller's calls.
 */
export const trademarkRoutes: FeaturePlugin = async (app, { context }) => {
  const seller = { tags: ['trademarks'], access: 'user' } as const;
  const classes = readHeadings();

  addRoute(app, endpoints.trademarkSearch, seller, async (request) =>
    ok(await searchTrademarks(await context.catalog(), request.body)),
  );

  addRoute(app, endpoints.trademarkClasses, seller, async () => ok({ classes }));

  // the shared catalog's image: any signed-in seller may see it, as they may find the mark
  addRoute(app, endpoints.trademarkImage, seller, async (request, reply) => {
    const png = await markImagePng(await context.catalog(), request.params.id);
    if (!png) throw new AppError(ErrorCode.NOT_FOUND, 'trademark.imageMissing');
    return reply.type('image/png').header('cache-control', 'private, max-age=86400').send(png);
  });
};
