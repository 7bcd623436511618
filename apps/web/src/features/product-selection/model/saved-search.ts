import { marketplaceOf } from '../../../lib/url-codec';
import { FULFILMENTS, type ProductSelectionQuery } from '@asinasin/contract';
import {
  DEFAULT_VIEW,
  FLAG_FIELDS,
  PERCENT_FIELDS,
  RANGE_FIELDS,
  type FilterValues,
  type ResultView,
} from './filters';

/** A fraction as the per cent the form shows (0.07 → "7", not "7.000000000000001"). */
const asPercent = (value: number) => String(Number((value * 100).toPrecision(12)));

/**
 * The form's values and the table's view of a saved query: the inverse of `toQuery`, so applying a
 * saved set fills the form and the URL exactly as if the seller had typed it.
 */
export function fromQuery(query: ProductSelectionQuery): { values: FilterValues; view: ResultView } {
  const values: FilterValues = {
    marketplace: marketplaceOf(query.marketplace),
  };
  if (query.category) values.category = query.category;
  if (query.keyword) values.keyword = query.keyword;
  if (query.excludeKeywords) values.excludeKeywords = query.excludeKeywords;
  for (const field of RANGE_FIELDS) {
    const range = query[field];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    const show = (value: number) => (PERCENT_FIELDS.has(field) ? asPercent(value) : String(value));
    values[field] = {
      ...(range.min === undefined ? {} : { min: show(range.min) }),
      ...(range.max === undefined ? {} : { max: show(range.max) }),
    };
  }
  if (query.sellerCountries?.length) values.sellerCountries = [...query.sellerCountries];
  const fulfilment = query.fulfilment?.filter((f) => (FULFILMENTS as readonly string[]).includes(f));
  if (fulfilment?.length) values.fulfilment = fulfilment;
  if (query.sizeTiers?.length) values.sizeTiers = [...query.sizeTiers];
  if (query.source) values.source = query.source;
  for (const flag of FLAG_FIELDS) {
    const wanted = query[flag];
    if (wanted !== undefined) values[flag] = wanted ? 'yes' : 'no';
  }
  return {
    values,
    view: {
      ...(query.sort ? { sort: query.sort, ...(query.order ? { order: query.order } : {}) } : {}),
      page: 1,
      size: query.size ?? DEFAULT_VIEW.size,
    },
  };
}
