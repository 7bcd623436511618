/** The catalog's values as every research screen shows them: estimated and Amazon-reported apart. */
export { AmazonReported, EstimatedSales, MissingValue } from './value-cells';
export { amazonUrl, ProductCell, Rank, Thumbnail, type ProductIdentity } from './product-cells';
export { useFormatters, type Formatters } from './use-formatters';
export { CatalogEmpty, type CatalogNeed } from './catalog-empty';
export { CATALOG_MESSAGES } from './i18n';
export {
  catalogColumns,
  orMissing,
  type CatalogColumn,
  type CatalogColumnKey,
  type CatalogColumnText,
  type CatalogProductRow,
} from './product-columns';
export { ResultsError, ResultsLoading } from './result-states';
