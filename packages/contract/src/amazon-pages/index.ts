export { parseAmazonPage } from './parse-amazon-page.js';
export {
  AMAZON_PAGE_PROBLEM_MESSAGES,
  AmazonPageError,
  NotAnAmazonPageError,
  amazonPageProblemMessage,
  type AmazonPageProblem,
} from './errors.js';
export * from './schemas.js';
export {
  detectMarketplace,
  isSupportedMarketplace,
  marketplaceOfHost,
  marketplaceOfUrl,
} from './marketplace.js';
export { parseDecimal, parseInteger, decimalMarkOfLanguage, type DecimalMark } from './numbers.js';
export { parsePrice, currencyOf, type Money } from './money.js';
export { parseDate } from './dates.js';
export { parseWeight, parseDimensions, type Weight, type Dimensions } from './measures.js';
export { parseBsrText, type BsrEntry } from './bsr.js';
export { parseRating, parseRatingCount } from './rating.js';
export { parseBoughtPastMonth } from './product-page.js';
