import { API } from '../api-paths.js';
import { defineEndpoint } from '../endpoint.js';
import { emptyEnvelope } from '../envelope.js';
import {
  keepaBestSellersBody,
  keepaBestSellersResponse,
  keepaHistoryBody,
  keepaHistoryResponse,
  watchAddBody,
  watchAlertsReadBody,
  watchCategoriesQuery,
  watchCategoriesResponse,
  watchItemResponse,
  watchListResponse,
  watchRefreshBody,
  watchRefreshResponse,
  watchRemoveBody,
  watchThresholdsBody,
  watchWebhookBody,
} from '../research/watch-list.js';

/** A seller's watch list: watched products, keywords and categories, their alerts, the webhook (docs/data/keepa.md). */
export const watchListEndpoints = {
  watchList: defineEndpoint({
    method: 'GET',
    path: API.watchList,
    summary: "The seller's watched items, newest alerts and webhook",
    response: watchListResponse,
  }),
  watchAdd: defineEndpoint({
    method: 'POST',
    path: API.watchAdd,
    summary: 'Watch a product or a keyword (watching it again keeps the one item)',
    body: watchAddBody,
    response: watchItemResponse,
  }),
  watchRemove: defineEndpoint({
    method: 'POST',
    path: API.watchRemove,
    summary: 'Stop watching an item',
    body: watchRemoveBody,
    response: emptyEnvelope,
  }),
  watchThresholds: defineEndpoint({
    method: 'POST',
    path: API.watchThresholds,
    summary: "Change an item's alert thresholds",
    body: watchThresholdsBody,
    response: watchItemResponse,
  }),
  watchRefresh: defineEndpoint({
    method: 'POST',
    path: API.watchRefresh,
    summary: "Refresh the seller's watched items now, as a job",
    body: watchRefreshBody,
    response: watchRefreshResponse,
  }),
  watchWebhook: defineEndpoint({
    method: 'POST',
    path: API.watchWebhook,
    summary: 'Set (or, with an empty url, remove) the webhook alerts also go to',
    body: watchWebhookBody,
    response: emptyEnvelope,
  }),
  keepaHistory: defineEndpoint({
    method: 'POST',
    path: API.keepaHistory,
    summary: "Fetch researched products' history from Keepa into the catalog, as a job",
    body: keepaHistoryBody,
    response: keepaHistoryResponse,
  }),
  keepaBestSellers: defineEndpoint({
    method: 'POST',
    path: API.keepaBestSellers,
    summary: "Fetch a category's best-seller list from Keepa into the catalog, as a job (operators)",
    body: keepaBestSellersBody,
    response: keepaBestSellersResponse,
  }),
  watchCategories: defineEndpoint({
    method: 'GET',
    path: API.watchCategories,
    summary: "The catalog's categories of a marketplace (browse node and path) a seller may watch",
    query: watchCategoriesQuery,
    response: watchCategoriesResponse,
  }),
  watchAlertsRead: defineEndpoint({
    method: 'POST',
    path: API.watchAlertsRead,
    summary: 'Mark alerts read',
    body: watchAlertsReadBody,
    response: emptyEnvelope,
  }),
};
