import { z } from 'zod';
import { API } from '../api-paths.js';
import { catalogSourcesResponse } from '../catalog-import.js';
import { defineEndpoint } from '../endpoint.js';
import { envelopeOf } from '../envelope.js';
import { siteConfigResponse, siteStatsResponse } from '../site.js';

/** The dev mailer's kept messages (development only). */
export const devOutboxResponse = envelopeOf(
  z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() })),
);

/** What the site tells everyone: its counts, the operator's details, the catalog's sources. */
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
  catalogSources: defineEndpoint({
    method: 'GET',
    path: API.catalogSources,
    summary: "Where the catalog's data came from: shipped sources with licences, and imports",
    response: catalogSourcesResponse,
  }),
  devOutbox: defineEndpoint({
    method: 'GET',
    path: API.devOutbox,
    summary: 'Development only, loopback callers only: the latest 50 messages the dev mailer kept',
    response: devOutboxResponse,
  }),
};
