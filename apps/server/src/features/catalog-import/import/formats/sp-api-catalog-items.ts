import { cellInteger, cellText, CellError } from '../cells.js';
import type { SnapshotFormat } from './bestseller-list.js';

/**
 * The ranks an SP-API sync read from Catalog Items 2022-04-01 (amazon-account/catalog-items,
 * docs/data/amazon-account.md): one row per product and moment the item was asked for, its root
 * rank the website display group's, its browse node the item's first classification.
 */
export const spApiCatalogItemsFormat: SnapshotFormat = {
  name: 'sp-api-catalog-items',
  rankIsRoot: true,
  requiredHeaders: ['sp_api_observed_at', 'marketplace', 'asin', 'root_rank'],
  toInput(values) {
    const time = cellText(values.sp_api_observed_at);
    const observedAt =
      time && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(time) ? new Date(time) : undefined;
    if (!observedAt) throw new CellError(`sp_api_observed_at: "${time ?? ''}" is not a UTC date and time`);
    return {
      marketplace: cellText(values.marketplace)?.toUpperCase() ?? '',
      asin: cellText(values.asin)?.toUpperCase() ?? '',
      observedAt,
      bsr: cellInteger(values.root_rank, 'root_rank'),
      bsrCategory: cellText(values.root_category),
      browseNode: cellText(values.browse_node),
    };
  },
};
