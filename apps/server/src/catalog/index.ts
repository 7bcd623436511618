/**
 * The catalog as one read model (decisions/0028): what the catalog knows about a product, a
 * market, a search term, by capability. Features import this file and nothing deeper (lint rule);
 * the engine (DuckDB, its schema) stays in platform/catalog.
 */

// Products: the home page's selection, its export, hot products, one product and its history
export { selectProducts, streamSelection } from './products/product-selection.repository.js';
export { hotProducts } from './products/hot-products.repository.js';
export { asinInfo, productHistories } from './products/product-history.repository.js';
export { productPackage, type ProductPackage } from './products/product-package.js';
// What each filter's column holds per marketplace (decisions/0038), forgotten after each import
export { catalogCoverage, forgetCoverage } from './products/product-coverage.js';
// The sources of the shared products, for the data-source filter (decisions/0061)
export { isKnownSource, productSources, type CatalogProductSource } from './products/product-sources.js';

// Markets: the ranking of category nodes, the category tree, niches and one market's detail
export { categoryChildren, rankMarkets } from './markets/markets.repository.js';
export { findNiches } from './markets/markets-niches.js';
export { marketDetail } from './markets/markets-detail.js';
// The browse nodes a seller may watch (the watch list's categories)
export { browseNodePath, browseNodes, type BrowseNode } from './markets/browse-nodes.js';

// Search terms: keyword mining, reverse ASIN, the searchThree box, their CSV rows
export { mineKeywords, resolvePeriod, reverseAsins } from './keywords/keywords.repository.js';
export { minedRowsForCsv, reverseRowsForCsv, type TermCsvRow } from './keywords/keywords-export.js';
export { searchThree } from './keywords/keywords-search.js';
export { termsTable, type TermsViewer } from './terms/terms-source.js';
// A seller's own Search Query Performance of one of their ASINs (decisions/0044)
export { ownFunnel } from './terms/own-funnel.js';
export { ownTermFunnel } from './terms/own-term-funnel.js';
export { ownDailySales } from './sales/own-daily-sales.js';

// Brand Analytics: imported periods, browse, opportunities, movers, products from terms, one term
export { browseTerms, importedPeriods, opportunityTerms } from './aba/aba-terms.repository.js';
export { rankMovers } from './aba/aba-movers.repository.js';
export { productsFromTerms } from './aba/aba-products.repository.js';
export { researchTerm } from './aba/aba-term.repository.js';

// Derived figures: recomputed after imports (the import pipeline and the calibrate command)
export { ensureCategoryMarkets, refreshCategoryMarkets } from './metrics/category-markets.js';
export { refreshProductMetrics, type RefreshOptions } from './metrics/product-metrics.js';
export { marketMetrics, type Market, type MarketMetrics } from './metrics/market-metrics.js';
export { SAMPLE_SIZE as MARKET_SAMPLE_SIZE } from './metrics/market-query.js';

// Estimates: the BSR → monthly sales model, read per call so a calibration counts at once
export {
  curveName,
  estimateMonthlySales,
  loadSalesModel,
  salesModelFile,
  type SalesCurve,
  type SalesModel,
} from './estimates/sales-model.js';
export { calibrateCurve } from './estimates/calibrate-curve.js';
export { findSalesObservations } from './estimates/calibration-data.js';

// Trademarks: the matching forms of a mark (also written by the importer), the search, the brand-word scan
export { markKeys, normalizeMark, type MarkKeys } from './trademarks/mark-keys.js';
export { searchTrademarks } from './trademarks/trademark-search.js';
export { warmMarkIndex } from './trademarks/mark-index.js';
export { heldIndexes, warmMiningIndex } from './keywords/mining-index.js';
export { closestMarkImages, markImagePng, type MarkImageMatch } from './trademarks/mark-images.js';
export { scanBrandWords, type BrandWordHit } from './trademarks/brand-word-scan.js';
export { scanBrandWordsBatch, type BrandScanItem } from './trademarks/brand-word-scan-batch.js';
export {
  classesOfCategory,
  mappedCategories,
  productCategoryPaths,
  type CategoryClasses,
} from './trademarks/category-classes.js';
// Design patents: the drawing index (described at import), the Locarno list, search and newest
export {
  describeDrawing,
  describeQuery,
  MAX_INPUT_PIXELS,
  type DrawingFeatures,
} from './design-patents/drawing-descriptor.js';
export { isKnownLocarno, locarnoClasses, locarnoOf, type LocarnoClass } from './design-patents/locarno.js';
export {
  searchDesignPatents,
  type DesignPatentHit,
  type DesignPatentQuery,
  type DesignPatentRow,
} from './design-patents/search-design-patents.js';
export {
  designPatentDrawing,
  designPatentTotals,
  newestDesignPatents,
} from './design-patents/newest-design-patents.js';
export { indexedDrawings, warmDrawingIndex } from './design-patents/drawing-index.js';
