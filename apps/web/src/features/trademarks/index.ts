/**
 * What other features' pages place from this one: the /patent page's trademark tab. Its messages
 * (MESSAGES) must be loaded with the page that shows it.
 */
export { TrademarkSearchTab } from './components/trademark-search-tab';
export { MESSAGES as TRADEMARK_MESSAGES } from './i18n';
export { trademarkSearchPath } from './model/trademark-url';
