import { API } from '../api-paths.js';
import { defineEndpoint } from '../endpoint.js';
import { emptyEnvelope } from '../envelope.js';
import { reportViewResponse } from '../reports/content.js';
import {
  asinReportCreateBody,
  asinReportListResponse,
  asinReportViewQuery,
  marketReportCreateBody,
  marketReportListResponse,
  marketReportViewQuery,
  reportIdBody,
  reportListQuery,
  reportStartedResponse,
  reportDownloadLinkQuery,
  reportDownloadLinkResponse,
  reportDownloadQuery,
  reportUpdateBody,
} from '../reports/schemas.js';

/** AI reports by ASIN and by market (SPEC §7): generated as jobs, charged through the power ledger. */
export const reportsEndpoints = {
  asinReportCreate: defineEndpoint({
    method: 'POST',
    path: API.asinReportCreate,
    summary: 'Start an ASIN report (charged; 996 when the power is short)',
    body: asinReportCreateBody,
    response: reportStartedResponse,
  }),
  asinReportUpdate: defineEndpoint({
    method: 'POST',
    path: API.asinReportUpdate,
    summary: 'Update a done ASIN report or recreate a failed one (charged as a new generation)',
    body: reportUpdateBody,
    response: reportStartedResponse,
  }),
  marketReportCreate: defineEndpoint({
    method: 'POST',
    path: API.marketReportCreate,
    summary: 'Start a market report (charged; 996 when the power is short)',
    body: marketReportCreateBody,
    response: reportStartedResponse,
  }),
  marketReportUpdate: defineEndpoint({
    method: 'POST',
    path: API.marketReportUpdate,
    summary: 'Update a done market report or recreate a failed one (charged as a new generation)',
    body: reportUpdateBody,
    response: reportStartedResponse,
  }),
  asinReportList: defineEndpoint({
    method: 'GET',
    path: API.asinReportList,
    summary: 'The seller’s ASIN report cards, newest first',
    query: reportListQuery,
    response: asinReportListResponse,
  }),
  marketReportList: defineEndpoint({
    method: 'GET',
    path: API.marketReportList,
    summary: 'The seller’s market report cards, newest first',
    query: reportListQuery,
    response: marketReportListResponse,
  }),
  asinReportDelete: defineEndpoint({
    method: 'POST',
    path: API.asinReportDelete,
    summary: 'Delete one of the seller’s ASIN reports',
    body: reportIdBody,
    response: emptyEnvelope,
  }),
  marketReportDelete: defineEndpoint({
    method: 'POST',
    path: API.marketReportDelete,
    summary: 'Delete one of the seller’s market reports',
    body: reportIdBody,
    response: emptyEnvelope,
  }),
  asinReportView: defineEndpoint({
    method: 'GET',
    path: API.asinReportView,
    summary: 'The seller’s latest ASIN report of a product: its state and content',
    query: asinReportViewQuery,
    response: reportViewResponse,
  }),
  marketReportView: defineEndpoint({
    method: 'GET',
    path: API.marketReportView,
    summary: 'The seller’s latest market report of a niche: its state and content',
    query: marketReportViewQuery,
    response: reportViewResponse,
  }),
  reportDownloadLink: defineEndpoint({
    method: 'GET',
    path: API.reportDownloadLink,
    summary: 'A signed link to one of the seller’s report PDFs, valid for a few minutes',
    query: reportDownloadLinkQuery,
    response: reportDownloadLinkResponse,
  }),
  reportDownload: defineEndpoint({
    method: 'GET',
    path: API.reportDownload,
    summary: 'The report PDF behind a signed link (tampered, expired or another seller’s: refused)',
    query: reportDownloadQuery,
  }),
};
