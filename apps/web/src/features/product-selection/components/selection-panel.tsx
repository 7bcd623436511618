import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Flex } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProductSelectionQuery } from '@asinasin/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuthToken } from '../../../lib/session';
import { toQuery, validateFilters, type FilterValues, type ResultView } from '../model/filters';
import { SELECTION_KEY, startProductSelection } from '../api/select-products';
import { readSearch, writeSearch } from '../model/url-state';
import { FilterForm, SearchingContext } from './filter-form';
import { fromQuery } from '../model/saved-search';
import { ResultsLoading } from '../../../components/catalog-values';
import { LoginPrompt } from './results-placeholders';
import './product-selection.css';

// The table's code comes only with a seller's first search: a visitor on the home page never needs it.
// One promise, kept: a search waits on it, and import() of a module already loaded still resolves
// in a task of its own, behind whatever the page queued meanwhile (docs/speed.md). A failed load
// (the network) is tried again by the next search.
let results: ReturnType<typeof importResults> | undefined;
const importResults = () => import('./selection-results');
const loadResults = () =>
  (results ??= importResults().catch((error: unknown) => {
    results = undefined;
    throw error;
  }));
const SelectionResults = lazy(() => loadResults().then((m) => ({ default: m.SelectionResults })));
// Saved filters are a seller's too (menu, dialogs): a visitor's home page does not load them.
const SavedFiltersMenu = lazy(() =>
  import('./saved-filters-menu').then((m) => ({ default: m.SavedFiltersMenu })),
);

/** The call a search URL asks for; null while its filters have a problem to fix. */
function queryOf(search: URLSearchParams): ProductSelectionQuery | null {
  const { values, view } = readSearch(search);
  return validateFilters(values).length === 0 ? toQuery(values, view) : null;
}

export interface SelectionPanelProps {
  /** run the default search when the URL names none (the selection page); the home page waits */
  searchOnOpen?: boolean;
}

/**
 * Filters, sort and page live in the URL: searching writes it, and whatever URL is open (typed,
 * bookmarked, back/forward) is the search shown. A visitor's search asks them to log in first.
 */
export function SelectionPanel({ searchOnOpen = false }: SelectionPanelProps) {
  const { t } = useTranslation('product-selection');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const searchKey = params.toString();
  const isLogin = useAuthToken() !== '';
  const state = useMemo(() => readSearch(new URLSearchParams(searchKey)), [searchKey]);
  // The filters change only with the filters, not with a sort or a page: the form reloads from
  // the URL only then, so a half-typed filter survives paging.
  const filterKey = JSON.stringify(state.values);
  const values = useMemo(() => JSON.parse(filterKey) as FilterValues, [filterKey]);
  // The same for the sort and page: a new search on page 1 keeps the callbacks below, so the
  // memoised form does not render again for it.
  const viewKey = JSON.stringify(state.view);
  const view = useMemo(() => JSON.parse(viewKey) as ResultView, [viewKey]);
  const errors = useMemo(() => validateFilters(values), [values]);
  const wantsResults = state.hasSearch || searchOnOpen;
  const query = useMemo(
    () => (wantsResults && errors.length === 0 ? toQuery(values, view) : null),
    [wantsResults, errors, values, view],
  );

  // A search shows it is busy at once and its request leaves at once; the new URL, and with it the
  // screen that shows the answer, follows the answer in one synchronous render. Drawn while the
  // answer was on its way (a transition), that screen was thrown away and begun again when the
  // answer came, a second on a slowed laptop (docs/speed.md). Busy lasts until the URL asked for is
  // the one shown, so the old rows never show as if they were the answer.
  const [awaitedKey, setAwaitedKey] = useState<string | null>(null);
  const isAwaiting = awaitedKey !== null && awaitedKey !== searchKey;
  // Only the URL's own search counts, not the answer a press asks for ahead of its click: busy,
  // antd's button would swallow that click (a press held while the machine is slow).
  const isSearching = useIsFetching({ queryKey: [...SELECTION_KEY, query] }) > 0 || isAwaiting;
  useEffect(() => {
    if (awaitedKey === searchKey) setAwaitedKey(null);
  }, [awaitedKey, searchKey]);
  // The URL as it is when the seller clicks. Read from a ref: the search callback (and with it the
  // memoised form) then stays the same across searches (React Router's setter changes with the URL).
  const latest = useRef({ searchKey, setParams });
  latest.current = { searchKey, setParams };
  // Each search, page or sort the seller asks for takes a number: an answer that comes after a
  // later request, another URL or the seller leaving the page writes no URL.
  const asked = useRef(0);
  useEffect(() => () => void asked.current++, []);
  const search = useCallback(
    (next: URLSearchParams) => {
      // The same search again: the seller wants it fresh, not the answer already on screen.
      if (next.toString() === latest.current.searchKey) {
        void queryClient.invalidateQueries({ queryKey: SELECTION_KEY });
        return;
      }
      const mine = ++asked.current;
      const query = isLogin ? queryOf(next) : null;
      if (!query) {
        latest.current.setParams(next);
        return;
      }
      setAwaitedKey(next.toString());
      const from = latest.current.searchKey;
      const answered = startProductSelection(queryClient, query);
      void Promise.all([answered, loadResults()]).finally(() => {
        if (mine !== asked.current) return;
        // the seller went elsewhere meanwhile (back, forward, a link): that URL stays
        if (latest.current.searchKey !== from) return setAwaitedKey(null);
        latest.current.setParams(next, { flushSync: true });
      });
    },
    [queryClient, isLogin],
  );
  // Pressing the search button asks for its answer (and the table's code) before the click: the
  // click's search then finds both on their way. Read-only and the same call as the search.
  const onPress = useCallback(
    (values: FilterValues) => {
      const next = writeSearch(values, { ...view, page: 1 });
      const query = queryOf(next);
      if (!isLogin || !query || next.toString() === latest.current.searchKey) return;
      void startProductSelection(queryClient, query);
      void loadResults();
    },
    [queryClient, isLogin, view],
  );
  const onSearch = useCallback(
    (values: FilterValues) => search(writeSearch(values, { ...view, page: 1 })),
    [search, view],
  );
  // A saved set fills the form and the URL as if typed, and searches.
  const onApply = useCallback(
    (saved: ProductSelectionQuery) => {
      const { values, view } = fromQuery(saved);
      search(writeSearch(values, view));
    },
    [search],
  );
  const onViewChange = useCallback(
    (view: ResultView) => {
      asked.current++;
      setAwaitedKey(null);
      setParams(writeSearch(values, view));
    },
    [setParams, values],
  );
  const savedFilters = useCallback(
    (currentValues: () => FilterValues) => (
      <SavedFiltersMenu currentValues={currentValues} view={view} onApply={onApply} />
    ),
    [view, onApply],
  );

  return (
    <Flex vertical gap={16}>
      <SearchingContext.Provider value={isSearching}>
        <FilterForm
          values={values}
          errors={errors}
          onSearch={onSearch}
          onPress={onPress}
          extraActions={isLogin ? savedFilters : undefined}
        />
      </SearchingContext.Provider>
      {query &&
        (isLogin ? (
          // Busy at once: the old count and rows dim while the new search is on its way (one class
          // on this section; the memoised results below do not render for it).
          <section
            aria-label={t('productSelection.results.label')}
            aria-busy={isSearching}
            className={isSearching ? 'ps-results ps-results-busy' : 'ps-results'}
            data-testid="selection-results"
          >
            <Suspense fallback={<ResultsLoading />}>
              <SelectionResults
                key={query.marketplace}
                query={query}
                view={view}
                onViewChange={onViewChange}
              />
            </Suspense>
          </section>
        ) : (
          <LoginPrompt />
        ))}
    </Flex>
  );
}
