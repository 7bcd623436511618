/**
 * The catalog's values as every research screen shows them: estimated and Amazon-reported apart.
 * Routes import the messages from './i18n' itself: this index brings components (and their CSS),
 * which must load with the pages, not with the route table in the first load.
 */
export { AmazonReported, EstimatedSales, MissingValue } from './value-cells';
export { amazonUrl, ProductCell, Rank, Thumbnail, type ProductIdentity } from './product-cells';
export { useFormatters, type Formatters } from './use-formatters';
export { useCurveLabel } from './curve-label';
export { CatalogEmpty, type CatalogNeed } from './catalog-empty';
export { coverageGap } from './coverage-gap';
export {
  catalogColumns,
  orMissing,
  type CatalogColumn,
  type CatalogColumnKey,
  type CatalogColumnText,
  type CatalogProductRow,
} from './product-columns';
export { ResultsError, ResultsLoading } from './result-states';
export { formatShare, useShareFormat } from './share';
// The research screens' one server-paged table travels with the catalog's values: the screens
// that show those values load it anyway, and one chunk less keeps the first load's preload map short.
