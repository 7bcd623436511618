import { API } from '../api-paths.js';
import { defineEndpoint } from '../endpoint.js';
import { emptyEnvelope } from '../envelope.js';
import {
  catalogListingQuery,
  catalogListingResponse,
  checkListingBody,
  checkListingResponse,
  copywritingInputSchema,
  generationIdBody,
  generationIdQuery,
  generationResponse,
  historyQuery,
  historyResponse,
  listingCategoriesResponse,
  listingCostResponse,
  listingInputSchema,
  updateGenerationBody,
} from '../listing/schemas.js';

/** The AI listing assistant, listing check, copywriting and saved generations. */
export const listingEndpoints = {
  listingCost: defineEndpoint({
    method: 'GET',
    path: API.listingCost,
    summary: 'The power a generation costs, the balance, and who writes',
    response: listingCostResponse,
  }),
  /** streamed as server-sent events over the POST's response (listing/schemas.ts) */
  listingGenerate: defineEndpoint({
    method: 'POST',
    path: API.listingGenerate,
    summary: 'Generate a listing, streamed as server-sent events',
    body: listingInputSchema,
  }),
  copywritingGenerate: defineEndpoint({
    method: 'POST',
    path: API.copywritingGenerate,
    summary: 'Generate copywriting, streamed as server-sent events',
    body: copywritingInputSchema,
  }),
  listingCheck: defineEndpoint({
    method: 'POST',
    path: API.listingCheck,
    summary: 'Check a pasted listing: score, findings, coverage, rewrites',
    body: checkListingBody,
    response: checkListingResponse,
  }),
  listingCategories: defineEndpoint({
    method: 'GET',
    path: API.listingCategories,
    summary: 'The product categories a brand-word scan can be narrowed to, with their Nice classes',
    response: listingCategoriesResponse,
  }),
  listingFromCatalog: defineEndpoint({
    method: 'GET',
    path: API.listingFromCatalog,
    summary: "A catalog product's title to check, and keywords from search terms",
    query: catalogListingQuery,
    response: catalogListingResponse,
  }),
  generationList: defineEndpoint({
    method: 'GET',
    path: API.generationList,
    summary: "The seller's saved generations, newest first",
    query: historyQuery,
    response: historyResponse,
  }),
  generationDetail: defineEndpoint({
    method: 'GET',
    path: API.generationDetail,
    summary: 'One saved generation, checked',
    query: generationIdQuery,
    response: generationResponse,
  }),
  generationUpdate: defineEndpoint({
    method: 'POST',
    path: API.generationUpdate,
    summary: 'Save an edited generation',
    body: updateGenerationBody,
    response: generationResponse,
  }),
  generationDelete: defineEndpoint({
    method: 'POST',
    path: API.generationDelete,
    summary: 'Delete a saved generation',
    body: generationIdBody,
    response: emptyEnvelope,
  }),
};
