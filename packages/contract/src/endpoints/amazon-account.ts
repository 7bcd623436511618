import {
  amazonCatalogItemsBody,
  amazonConnectionCreate,
  amazonConnectionId,
  amazonConnectionResponse,
  amazonFeesEstimateBody,
  amazonFeesEstimateResponse,
  amazonConnectionsResponse,
  amazonSyncStartedResponse,
  ownDailySalesBody,
  ownDailySalesResponse,
} from '../amazon-account.js';
import { API } from '../api-paths.js';
import { defineEndpoint } from '../endpoint.js';
import { emptyEnvelope } from '../envelope.js';

/** The seller's own Amazon account through SP-API (decisions/0035): connect, test, sync, remove. */
export const amazonAccountEndpoints = {
  amazonConnections: defineEndpoint({
    method: 'GET',
    path: API.amazonConnections,
    summary: "The seller's Amazon connections, credentials masked",
    response: amazonConnectionsResponse,
  }),
  amazonConnectionCreate: defineEndpoint({
    method: 'POST',
    path: API.amazonConnectionCreate,
    summary: 'Connect an Amazon account with its LWA client id, secret and refresh token, and test it',
    body: amazonConnectionCreate,
    response: amazonConnectionResponse,
  }),
  amazonConnectionTest: defineEndpoint({
    method: 'POST',
    path: API.amazonConnectionTest,
    summary: 'Test a connection: the token exchange and the marketplaces the account sells in',
    body: amazonConnectionId,
    response: amazonConnectionResponse,
  }),
  amazonConnectionSync: defineEndpoint({
    method: 'POST',
    path: API.amazonConnectionSync,
    summary: "Sync now: pull the connection's reports as a job",
    body: amazonConnectionId,
    response: amazonSyncStartedResponse,
  }),
  amazonConnectionDelete: defineEndpoint({
    method: 'POST',
    path: API.amazonConnectionDelete,
    summary: 'Remove a connection and its stored credentials',
    body: amazonConnectionId,
    response: emptyEnvelope,
  }),
  amazonCatalogItems: defineEndpoint({
    method: 'POST',
    path: API.amazonCatalogItems,
    summary: "Read researched products from Amazon's Catalog Items API into the catalog, as a job",
    body: amazonCatalogItemsBody,
    response: amazonSyncStartedResponse,
  }),
  amazonFeesEstimate: defineEndpoint({
    method: 'POST',
    path: API.amazonFeesEstimate,
    summary:
      "Amazon's own fee estimate for an ASIN at a price, through the seller's or the operator's connection",
    body: amazonFeesEstimateBody,
    response: amazonFeesEstimateResponse,
  }),
  amazonOwnDailySales: defineEndpoint({
    method: 'POST',
    path: API.amazonOwnDailySales,
    summary: "The seller's own daily units, sessions and sales of a product, from their synced account",
    body: ownDailySalesBody,
    response: ownDailySalesResponse,
  }),
};
