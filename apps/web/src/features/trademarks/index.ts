/**
 * What other features' pages place from this one: the /patent page's trademark tab, loaded with
 * that page (never in the first load). Its messages (MESSAGES) must be loaded with it too.
 */
export const loadTrademarkSearchTab = () =>
  import('./components/trademark-search-tab').then((m) => m.TrademarkSearchTab);
export { MESSAGES as TRADEMARK_MESSAGES } from './i18n';
export { trademarkSearchPath } from './model/trademark-url';
