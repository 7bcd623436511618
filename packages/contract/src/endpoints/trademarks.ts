import { API } from '../api-paths.js';
import { defineEndpoint } from '../endpoint.js';
import {
  niceClassesResponse,
  trademarkImageParams,
  trademarkSearchBody,
  trademarkSearchResponse,
} from '../research/trademarks.js';

/** Trademark search and the Nice class headings (docs/data/trademarks.md). */
export const trademarkEndpoints = {
  trademarkSearch: defineEndpoint({
    method: 'POST',
    path: API.trademarkSearch,
    summary: 'Marks like a brand in spelling, sound or pinyin, live first, with why each matched',
    body: trademarkSearchBody,
    response: trademarkSearchResponse,
  }),
  trademarkClasses: defineEndpoint({
    method: 'GET',
    path: API.trademarkClasses,
    summary: 'The Nice classes and their headings (the shipped edition)',
    response: niceClassesResponse,
  }),
  trademarkImage: defineEndpoint({
    method: 'GET',
    path: API.trademarkImage,
    summary: 'A figurative mark’s image (PNG), imported with its TSDR record',
    params: trademarkImageParams,
    hide: true,
  }),
};
