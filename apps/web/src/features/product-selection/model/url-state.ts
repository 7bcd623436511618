import { marketplaceOf, intParam } from '../../../lib/url-codec';
import {
  FULFILMENTS,
  PRODUCT_SORT_FIELDS,
  PRODUCT_SOURCE_PATTERN,
  productSelectionQuery,
} from '@asinasin/contract';
import {
  DEFAULT_VIEW,
  FLAG_FIELDS,
  RANGE_FIELDS,
  TRI_STATES,
  type FilterValues,
  type Fulfilment,
  type ResultView,
  type TriState,
} from './filters';

/**
 * The search in the address bar, so a search can be bookmarked, shared and walked back and forth:
 * `?marketplace=UK&keyword=wooden&price.min=15&price.max=40&fulfilment=FBA&bestSeller=yes&sort=price&order=desc&page=2`.
 * The values are the form's, as typed (growth rates in per cent); the query string is checked by the
 * same rules as the form before anything runs.
 */

export interface SearchState {
  values: FilterValues;
  view: ResultView;
  /** the URL names a search (at least its marketplace); a bare page has none yet */
  hasSearch: boolean;
}

const TEXT_FIELDS = ['category', 'keyword', 'excludeKeywords'] as const;

export function readSearch(params: URLSearchParams): SearchState {
  const values: FilterValues = {
    marketplace: marketplaceOf(params.get('marketplace')),
  };
  for (const field of TEXT_FIELDS) {
    const value = params.get(field);
    if (value) values[field] = value;
  }
  for (const field of RANGE_FIELDS) {
    const min = params.get(`${field}.min`);
    const max = params.get(`${field}.max`);
    if (min || max) values[field] = { ...(min ? { min } : {}), ...(max ? { max } : {}) };
  }
  const countries = params.getAll('sellerCountries').filter(Boolean);
  if (countries.length) values.sellerCountries = countries;
  const fulfilment = params
    .getAll('fulfilment')
    .filter((f): f is Fulfilment => (FULFILMENTS as readonly string[]).includes(f));
  if (fulfilment.length) values.fulfilment = fulfilment;
  const tiers = params.getAll('sizeTiers').filter(Boolean);
  if (tiers.length) values.sizeTiers = tiers;
  // a source that is not one the server could list is left out (all sources); a listed source the
  // catalog no longer has is the server's to refuse, with its message
  const source = params.get('source');
  if (source && PRODUCT_SOURCE_PATTERN.test(source)) values.source = source;
  for (const flag of FLAG_FIELDS) {
    const state = params.get(flag);
    if ((TRI_STATES as readonly (string | null)[]).includes(state) && state !== 'any') {
      values[flag] = state as TriState;
    }
  }

  // no sort in the URL: the server picks the default and says which (decisions/0038)
  const sort = params.get('sort');
  const order = params.get('order');
  const view: ResultView = {
    ...((PRODUCT_SORT_FIELDS as readonly (string | null)[]).includes(sort)
      ? {
          sort: sort as NonNullable<ResultView['sort']>,
          ...(order === 'asc' || order === 'desc' ? { order } : {}),
        }
      : {}),
    page: intParam(params, 'page', productSelectionQuery.shape.page, DEFAULT_VIEW.page),
    size: intParam(params, 'size', productSelectionQuery.shape.size, DEFAULT_VIEW.size),
  };
  return { values, view, hasSearch: params.has('marketplace') };
}

/** The query string of a search: the marketplace always, the rest only where set or not default. */
export function writeSearch(values: FilterValues, view: ResultView): URLSearchParams {
  const params = new URLSearchParams({ marketplace: values.marketplace });
  for (const field of TEXT_FIELDS) {
    const value = values[field]?.trim();
    if (value) params.set(field, value);
  }
  for (const field of RANGE_FIELDS) {
    for (const side of ['min', 'max'] as const) {
      const value = values[field]?.[side]?.trim();
      if (value) params.set(`${field}.${side}`, value);
    }
  }
  for (const country of values.sellerCountries ?? []) params.append('sellerCountries', country.trim());
  for (const fulfilment of values.fulfilment ?? []) params.append('fulfilment', fulfilment);
  for (const tier of values.sizeTiers ?? []) params.append('sizeTiers', tier.trim());
  if (values.source) params.set('source', values.source);
  for (const flag of FLAG_FIELDS) {
    const state = values[flag];
    if (state && state !== 'any') params.set(flag, state);
  }
  if (view.sort) {
    params.set('sort', view.sort);
    if (view.order) params.set('order', view.order);
  }
  if (view.page !== DEFAULT_VIEW.page) params.set('page', String(view.page));
  if (view.size !== DEFAULT_VIEW.size) params.set('size', String(view.size));
  return params;
}
