import {
  PERIOD_PATTERN,
  REVERSE_SORT_FIELDS,
  type KeywordReverseQuery,
  type TermsScope,
  keywordReverseQuery,
} from '@asinasin/contract';
import { marketplaceOf, intParam } from '../../../lib/url-codec';
import { checkAsins } from './asins';
import { scopeOf } from '../../../components/data-scope';
import { PAGE_SIZE } from './mine-url';

type ReverseSort = (typeof REVERSE_SORT_FIELDS)[number];

/** `?marketplace=US&asins=B0..,B0..&view=intersection&period=…&sort=asinCount&order=desc&page=2` */
export interface ReverseState {
  marketplace: string;
  /** as typed (the URL's text); parsed and checked before a call */
  asinsText: string;
  view: 'union' | 'intersection';
  period?: string;
  /** shared catalog, the seller's own account, or both (decisions/0044) */
  scope: TermsScope;
  sort: ReverseSort;
  order: 'asc' | 'desc';
  page: number;
}

export function readReverseState(params: URLSearchParams): ReverseState {
  const period = params.get('period');
  const sort = params.get('sort');
  return {
    marketplace: marketplaceOf(params.get('marketplace')),
    asinsText: params.get('asins') ?? '',
    view: params.get('view') === 'intersection' ? 'intersection' : 'union',
    ...(period && PERIOD_PATTERN.test(period) ? { period } : {}),
    scope: scopeOf(params.get('scope')),
    sort: (REVERSE_SORT_FIELDS as readonly string[]).includes(sort ?? '') ? (sort as ReverseSort) : 'rank',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: intParam(params, 'page', keywordReverseQuery.shape.page, 1),
  };
}

export function writeReverseState(state: ReverseState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('marketplace', state.marketplace);
  const { asins } = checkAsins(state.asinsText);
  if (asins.length) params.set('asins', asins.join(','));
  if (state.view !== 'union') params.set('view', state.view);
  if (state.period) params.set('period', state.period);
  if (state.scope !== 'all') params.set('scope', state.scope);
  if (state.sort !== 'rank') params.set('sort', state.sort);
  if (state.order !== 'asc') params.set('order', state.order);
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

/** The call's body, or null while the ASINs are missing or wrong. */
export function reverseQueryOf(state: ReverseState): KeywordReverseQuery | null {
  const { asins, problem } = checkAsins(state.asinsText);
  if (problem) return null;
  return {
    marketplace: state.marketplace,
    asins,
    view: state.view,
    period: state.period,
    scope: state.scope,
    sort: state.sort,
    order: state.order,
    page: state.page,
    size: PAGE_SIZE,
  };
}
