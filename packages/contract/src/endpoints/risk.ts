import { API } from '../api-paths.js';
import { defineEndpoint } from '../endpoint.js';
import {
  brandFlagsBody,
  brandFlagsResponse,
  riskAsinImageBody,
  riskAsinImageResponse,
  riskCreateBody,
  riskImgUrlBody,
  riskImgUrlResponse,
  riskQueryIdBody,
  riskQueryIdResponse,
  riskImageParams,
  riskListQuery,
  riskListResponse,
  riskStartedResponse,
  riskViewQuery,
  riskViewResponse,
} from '../risk/schemas.js';

/** The AI infringement-risk analysis (SPEC §2, §7): charged, run as a job, owner-only. */
export const riskEndpoints = {
  riskAsinImage: defineEndpoint({
    method: 'POST',
    path: API.riskAsinImage,
    summary: 'The catalog’s image, title and brand of an ASIN (the image input’s lookup)',
    body: riskAsinImageBody,
    response: riskAsinImageResponse,
  }),
  riskQueryId: defineEndpoint({
    method: 'POST',
    path: API.riskQueryId,
    summary: 'A product link (nine marketplaces, never fetched) or ASIN to a query id (SPEC §7 getQueryId)',
    body: riskQueryIdBody,
    response: riskQueryIdResponse,
  }),
  riskImgUrl: defineEndpoint({
    method: 'POST',
    path: API.riskImgUrl,
    summary: 'The catalog’s image URL of a query id, or why there is none (SPEC §7 getImgUrl)',
    body: riskImgUrlBody,
    response: riskImgUrlResponse,
  }),
  riskCreate: defineEndpoint({
    method: 'POST',
    path: API.riskCreate,
    summary: 'Start an infringement-risk analysis (charged; 996 when the power is short)',
    body: riskCreateBody,
    response: riskStartedResponse,
  }),
  riskList: defineEndpoint({
    method: 'GET',
    path: API.riskList,
    summary: 'The seller’s risk analyses, newest first',
    query: riskListQuery,
    response: riskListResponse,
  }),
  riskView: defineEndpoint({
    method: 'GET',
    path: API.riskView,
    summary: 'One of the seller’s risk analyses with its evidence and verdict',
    query: riskViewQuery,
    response: riskViewResponse,
  }),
  brandFlags: defineEndpoint({
    method: 'POST',
    path: API.brandFlags,
    summary: 'The brand-word flags of a page of products (title and brand words that are live marks)',
    body: brandFlagsBody,
    response: brandFlagsResponse,
  }),
  riskImage: defineEndpoint({
    method: 'GET',
    path: API.riskImage,
    summary: 'The image one of the seller’s analyses was run on',
    params: riskImageParams,
    hide: true,
  }),
};
