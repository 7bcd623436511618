import { API } from '../api-paths.js';
import { defineEndpoint } from '../endpoint.js';
import { siteConfigResponse, siteStatsResponse } from '../site.js';

/** What the site tells everyone: its counts, the operator's details. */
export const siteEndpoints = {
  siteStats: defineEndpoint({
    method: 'GET',
    path: API.siteStats,
    summary: 'Public counts of this instance for the footer',
    response: siteStatsResponse,
  }),
  siteConfig: defineEndpoint({
    method: 'GET',
    path: API.siteConfig,
    summary: "The operator's details: address, contact, QR links, extension file",
    response: siteConfigResponse,
  }),
};
