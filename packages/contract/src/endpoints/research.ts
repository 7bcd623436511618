import { API } from '../api-paths.js';
import { defineEndpoint } from '../endpoint.js';
import { emptyEnvelope } from '../envelope.js';
import {
  productSelectionExportBody,
  productSelectionQuery,
  productSelectionResponse,
} from '../product-selection.js';
import {
  abaBrowseQuery,
  abaMoversQuery,
  abaMoversResponse,
  abaOpportunitiesQuery,
  abaPeriodsQuery,
  abaPeriodsResponse,
  abaProductsQuery,
  abaProductsResponse,
  abaTermQuery,
  abaTermResponse,
  abaTermsResponse,
} from '../research/aba.js';
import {
  keywordMineQuery,
  keywordMineResponse,
  keywordReverseQuery,
  keywordReverseResponse,
  searchThreeQuery,
  searchThreeResponse,
} from '../research/keywords.js';
import {
  ownFunnelQuery,
  ownFunnelResponse,
  ownTermFunnelQuery,
  ownTermFunnelResponse,
} from '../research/own-funnel.js';
import {
  categoryTreeQuery,
  categoryTreeResponse,
  marketDetailQuery,
  marketDetailResponse,
  marketRankingQuery,
  marketRankingResponse,
  nicheQuery,
  nicheResponse,
} from '../research/markets.js';
import {
  asinInfoQuery,
  asinInfoResponse,
  hotProductsQuery,
  hotProductsResponse,
  productHistoryQuery,
  productHistoryResponse,
} from '../research/products.js';
import { coverageQuery, coverageResponse } from '../research/coverage.js';
import { productSourcesQuery, productSourcesResponse } from '../research/product-sources.js';
import {
  deleteFilterBody,
  savedFilterResponse,
  savedFiltersResponse,
  saveFilterBody,
} from '../research/saved-filters.js';

/** Product selection and its saved filters, with the CSV export (decisions/0017). */
export const productSelectionEndpoints = {
  productSelection: defineEndpoint({
    method: 'POST',
    path: API.productSelection,
    summary: "Product selection: the home page's filters, one page of products and the total",
    body: productSelectionQuery,
    response: productSelectionResponse,
  }),
  /** a CSV download */
  productSelectionExport: defineEndpoint({
    method: 'POST',
    path: API.productSelectionExport,
    summary: 'Product selection as CSV: the same filters and sort, the chosen columns, capped',
    body: productSelectionExportBody,
  }),
  /** what each filter's column holds in a marketplace, for the form's hints (decisions/0038) */
  catalogCoverage: defineEndpoint({
    method: 'GET',
    path: API.catalogCoverage,
    summary: "A marketplace's product count and how many products have each filter's value",
    query: coverageQuery,
    response: coverageResponse,
  }),
  /** the sources of a marketplace's products, for the data-source filter (decisions/0061) */
  productSources: defineEndpoint({
    method: 'GET',
    path: API.productSources,
    summary: "A marketplace's product sources (connections, Keepa, file formats) with their product counts",
    query: productSourcesQuery,
    response: productSourcesResponse,
  }),
  savedFiltersList: defineEndpoint({
    method: 'GET',
    path: API.savedFiltersList,
    summary: "The seller's saved filter sets, newest first",
    response: savedFiltersResponse,
  }),
  savedFiltersSave: defineEndpoint({
    method: 'POST',
    path: API.savedFiltersSave,
    summary: 'Save a filter set: new, overwrite the one of the same name, or rename by id',
    body: saveFilterBody,
    response: savedFilterResponse,
  }),
  savedFiltersDelete: defineEndpoint({
    method: 'POST',
    path: API.savedFiltersDelete,
    summary: 'Delete a saved filter set',
    body: deleteFilterBody,
    response: emptyEnvelope,
  }),
};

/** Hot products, one product's summary, product history (decisions/0022). */
export const productsEndpoints = {
  hotProducts: defineEndpoint({
    method: 'POST',
    path: API.hotProducts,
    summary: 'Hot products of one kind (bought-in-past-month leaders, rising, new entrants, new)',
    body: hotProductsQuery,
    response: hotProductsResponse,
  }),
  asinInfo: defineEndpoint({
    method: 'POST',
    path: API.asinInfo,
    summary: "One catalog product's summary: image, title, brand, price, BSR",
    body: asinInfoQuery,
    response: asinInfoResponse,
  }),
  productHistory: defineEndpoint({
    method: 'POST',
    path: API.productHistory,
    summary: '1-10 products of a marketplace with their history, estimates and provenance',
    body: productHistoryQuery,
    response: productHistoryResponse,
  }),
};

/** Hot markets (decisions/0021): the category tree, the ranking, keyword niches and one market. */
export const marketsEndpoints = {
  categoryTree: defineEndpoint({
    method: 'GET',
    path: API.categoryTree,
    summary: "The catalog's category tree: a node's children (or the roots) with product counts",
    query: categoryTreeQuery,
    response: categoryTreeResponse,
  }),
  marketRanking: defineEndpoint({
    method: 'GET',
    path: API.marketRanking,
    summary: 'Hot markets: category nodes ranked by the market metrics, filtered, one page',
    query: marketRankingQuery,
    response: marketRankingResponse,
  }),
  marketNiches: defineEndpoint({
    method: 'POST',
    path: API.marketNiches,
    summary: "Keyword niches: the keyword's market and its related search terms' markets",
    body: nicheQuery,
    response: nicheResponse,
  }),
  marketDetail: defineEndpoint({
    method: 'POST',
    path: API.marketDetail,
    summary: "One market's detail: its metrics, top products and distributions",
    body: marketDetailQuery,
    response: marketDetailResponse,
  }),
};

/** Keyword mining, reverse ASIN with their CSV, the search box (decisions/0023). */
export const keywordsEndpoints = {
  searchThree: defineEndpoint({
    method: 'POST',
    path: API.searchThree,
    summary: 'Search box: up to ten search terms, products and category paths for what was typed',
    body: searchThreeQuery,
    response: searchThreeResponse,
  }),
  keywordMine: defineEndpoint({
    method: 'POST',
    path: API.keywordMine,
    summary: 'Keyword mining: related search terms of a seed, one page, with word roots and trends',
    body: keywordMineQuery,
    response: keywordMineResponse,
  }),
  keywordMineCsv: defineEndpoint({
    method: 'POST',
    path: API.keywordMineCsv,
    summary: 'Keyword mining: the whole result as CSV (streamed)',
    body: keywordMineQuery,
  }),
  keywordReverse: defineEndpoint({
    method: 'POST',
    path: API.keywordReverse,
    summary: 'Reverse ASIN: the terms whose top three clicked products include the ASINs',
    body: keywordReverseQuery,
    response: keywordReverseResponse,
  }),
  keywordReverseCsv: defineEndpoint({
    method: 'POST',
    path: API.keywordReverseCsv,
    summary: 'Reverse ASIN: the whole result as CSV (streamed)',
    body: keywordReverseQuery,
  }),
  keywordOwnFunnel: defineEndpoint({
    method: 'POST',
    path: API.keywordOwnFunnel,
    summary: "The seller's own Search Query Performance of one of their ASINs (their rows alone)",
    body: ownFunnelQuery,
    response: ownFunnelResponse,
  }),
  keywordOwnTermFunnel: defineEndpoint({
    method: 'POST',
    path: API.keywordOwnTermFunnel,
    summary:
      "The seller's own Search Query Performance of one search query, by their ASIN (their rows alone)",
    body: ownTermFunnelQuery,
    response: ownTermFunnelResponse,
  }),
};

/** Brand Analytics screens (decisions/0024). */
export const abaEndpoints = {
  abaPeriods: defineEndpoint({
    method: 'POST',
    path: API.abaPeriods,
    summary: 'Brand Analytics: the imported departments and periods of a marketplace, with their imports',
    body: abaPeriodsQuery,
    response: abaPeriodsResponse,
  }),
  abaBrowse: defineEndpoint({
    method: 'POST',
    path: API.abaBrowse,
    summary: "Brand Analytics: one page of a department and period's terms, filtered and sorted",
    body: abaBrowseQuery,
    response: abaTermsResponse,
  }),
  abaMovers: defineEndpoint({
    method: 'POST',
    path: API.abaMovers,
    summary: 'Brand Analytics: terms that rose, fell or are new between two periods of a department',
    body: abaMoversQuery,
    response: abaMoversResponse,
  }),
  abaOpportunities: defineEndpoint({
    method: 'POST',
    path: API.abaOpportunities,
    summary: 'Brand Analytics: well-ranked terms whose top three clicked products take few clicks',
    body: abaOpportunitiesQuery,
    response: abaTermsResponse,
  }),
  abaProducts: defineEndpoint({
    method: 'POST',
    path: API.abaProducts,
    summary: "Brand Analytics: the products among the filtered terms' top clicked, with the catalog's data",
    body: abaProductsQuery,
    response: abaProductsResponse,
  }),
  abaTerm: defineEndpoint({
    method: 'POST',
    path: API.abaTerm,
    summary: 'Brand Analytics: one term over every imported period, with its top clicked and related terms',
    body: abaTermQuery,
    response: abaTermResponse,
  }),
};
