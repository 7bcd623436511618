import { API } from '../api-paths.js';
import {
  catalogSourcesResponse,
  importQuery,
  importRunQuery,
  importRunResponse,
  importRunsQuery,
  importRunsResponse,
  importStartedResponse,
} from '../catalog-import.js';
import { defineEndpoint } from '../endpoint.js';

/**
 * Catalog import: the operator's import API (`npm run import`, the web's import form) and the
 * sources page every visitor may read.
 */
export const catalogImportEndpoints = {
  catalogSources: defineEndpoint({
    method: 'GET',
    path: API.catalogSources,
    summary: "Where the catalog's data came from: shipped sources with licences, and imports",
    response: catalogSourcesResponse,
  }),
  adminImport: defineEndpoint({
    method: 'POST',
    path: API.adminImport,
    summary:
      'Import a file into the catalog (operator only; multipart field "file"); answers at once with the run',
    multipart: true,
    query: importQuery,
    response: importStartedResponse,
  }),
  adminImportRun: defineEndpoint({
    method: 'GET',
    path: API.adminImportRun,
    summary: 'One import run (operator only)',
    query: importRunQuery,
    response: importRunResponse,
  }),
  adminImportRuns: defineEndpoint({
    method: 'GET',
    path: API.adminImportRuns,
    summary: 'Import runs, newest first (operator only)',
    query: importRunsQuery,
    response: importRunsResponse,
  }),
};
