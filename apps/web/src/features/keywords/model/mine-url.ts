import {
  KEYWORD_SORT_FIELDS,
  PERIOD_PATTERN,
  type KeywordMineQuery,
  type TermsScope,
  type KeywordSortField,
  keywordMineQuery,
} from '@asinasin/contract';
import { intParam, marketplaceOf, numberIn } from '../../../lib/url-codec';
import { scopeOf } from '../../../components/data-scope';

/**
 * The miner's search in the address bar, so it can be bookmarked and shared:
 * `?marketplace=US&seed=garlic&phrase=1&period=2024-01-07/2024-01-13&rank.max=5000&words.min=3
 * &click.max=50&include=steel&exclude=kids&sort=rank&order=asc&page=2`. Click concentration is in
 * per cent here (as typed), a fraction in the call.
 */
export interface MineRange {
  min?: number;
  max?: number;
}

export interface MineState {
  marketplace: string;
  seed: string;
  phrase: boolean;
  period?: string;
  /** shared catalog, the seller's own account, or both (decisions/0044) */
  scope: TermsScope;
  department?: string;
  rank: MineRange;
  words: MineRange;
  /** per cent, 0 to 100 */
  click: MineRange;
  include: string[];
  exclude: string[];
  sort: KeywordSortField;
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

export const PAGE_SIZE = 50;

type RangeName = 'rank' | 'wordCount' | 'clickConcentration';

/**
 * A range of the URL whose bounds the contract's range field takes; `scale` turns the URL's unit
 * into the call's (click concentration: per cent in the URL, a fraction in the call).
 */
function rangeOf(params: URLSearchParams, name: string, field: RangeName, scale = 1): MineRange {
  const bound = keywordMineQuery.shape[field].unwrap().shape.min;
  const read = (side: 'min' | 'max') => {
    const text = params.get(`${name}.${side}`);
    if (text === null || text.trim() === '') return undefined;
    const value = Number(text);
    return Number.isFinite(value) && numberIn(bound, value / scale) !== undefined ? value : undefined;
  };
  const range: MineRange = {};
  const min = read('min');
  const top = read('max');
  if (min !== undefined) range.min = min;
  if (top !== undefined) range.max = top;
  // a reversed range from a hand-edited link: the two bounds swap rather than match nothing
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
    return { min: range.max, max: range.min };
  }
  return range;
}

/** Words of include/exclude: one word each, lower case, each once, at most 20. */
export function cleanWords(words: string[]): string[] {
  const clean = words
    .flatMap((w) => w.toLowerCase().split(/[\s,，]+/u))
    .filter((w) => w.length > 0 && w.length <= 60);
  return [...new Set(clean)].slice(0, 20);
}

export function readMineState(params: URLSearchParams): MineState {
  const sort = params.get('sort');
  const period = params.get('period');
  return {
    marketplace: marketplaceOf(params.get('marketplace')),
    seed: (params.get('seed') ?? '').trim().slice(0, 100),
    phrase: params.get('phrase') === '1',
    ...(period && PERIOD_PATTERN.test(period) ? { period } : {}),
    scope: scopeOf(params.get('scope')),
    ...(params.get('department') ? { department: params.get('department')! } : {}),
    rank: rangeOf(params, 'rank', 'rank'),
    words: rangeOf(params, 'words', 'wordCount'),
    click: rangeOf(params, 'click', 'clickConcentration', 100),
    include: cleanWords(params.getAll('include')),
    exclude: cleanWords(params.getAll('exclude')),
    sort: (KEYWORD_SORT_FIELDS as readonly string[]).includes(sort ?? '')
      ? (sort as KeywordSortField)
      : 'rank',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: intParam(params, 'page', keywordMineQuery.shape.page, 1),
    size: PAGE_SIZE,
  };
}

export function writeMineState(state: MineState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('marketplace', state.marketplace);
  if (state.seed) params.set('seed', state.seed);
  if (state.phrase) params.set('phrase', '1');
  if (state.period) params.set('period', state.period);
  if (state.scope !== 'all') params.set('scope', state.scope);
  if (state.department) params.set('department', state.department);
  const ranges = [
    ['rank', state.rank],
    ['words', state.words],
    ['click', state.click],
  ] as const;
  for (const [name, range] of ranges) {
    if (range.min !== undefined) params.set(`${name}.min`, String(range.min));
    if (range.max !== undefined) params.set(`${name}.max`, String(range.max));
  }
  for (const word of state.include) params.append('include', word);
  for (const word of state.exclude) params.append('exclude', word);
  if (state.sort !== 'rank') params.set('sort', state.sort);
  if (state.order !== 'asc') params.set('order', state.order);
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

const fraction = (range: MineRange) => ({
  ...(range.min !== undefined ? { min: range.min / 100 } : {}),
  ...(range.max !== undefined ? { max: range.max / 100 } : {}),
});

/** The call's body, or null while there is no seed to mine. */
export function mineQueryOf(state: MineState): KeywordMineQuery | null {
  if (!state.seed) return null;
  return {
    marketplace: state.marketplace,
    seed: state.seed,
    phrase: state.phrase,
    period: state.period,
    scope: state.scope,
    department: state.department,
    rank: state.rank,
    wordCount: state.words,
    clickConcentration: fraction(state.click),
    include: state.include,
    exclude: state.exclude,
    sort: state.sort,
    order: state.order,
    page: state.page,
    size: state.size,
  };
}

/** Adds a word root to include or exclude (and takes it out of the other list); back to page 1. */
export function toggleRoot(state: MineState, word: string, list: 'include' | 'exclude'): MineState {
  const other = list === 'include' ? 'exclude' : 'include';
  const has = state[list].includes(word);
  return {
    ...state,
    [list]: has ? state[list].filter((w) => w !== word) : cleanWords([...state[list], word]),
    [other]: state[other].filter((w) => w !== word),
    page: 1,
  };
}
