import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ResultsError, ResultsLoading } from './catalog-values/result-states';

/** The parts of a react-query result the switch reads. */
export type QueryResultState<T> = Pick<
  UseQueryResult<T>,
  'data' | 'error' | 'isError' | 'isPlaceholderData' | 'refetch'
>;

export interface QueryResultProps<T> {
  result: QueryResultState<T>;
  /** the title of the error alert (the screen's "could not load …") */
  errorTitle?: string;
  /** a screen of the error's own instead of the alert with retry; undefined keeps the alert */
  renderError?: (error: unknown, retry: () => void) => ReactNode | undefined;
  /** the place of the answer while it loads: a skeleton unless given */
  loading?: ReactNode;
  /**
   * When the answer is empty (checked on the answer itself, not on the previous page kept while
   * the next loads), and what to show then: each screen says why it is empty.
   */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode | ((data: T) => ReactNode);
  /** the answer: a component, so it can have hooks of its own */
  children: (data: T) => ReactNode;
}

/**
 * The four states of one query, the same on every screen: error with retry, loading, the screen's
 * own empty state, or the data.
 */
export function QueryResult<T>({
  result,
  errorTitle,
  renderError,
  loading,
  isEmpty,
  empty,
  children,
}: QueryResultProps<T>) {
  if (result.isError) {
    const retry = () => void result.refetch();
    const own = renderError?.(result.error, retry);
    if (own !== undefined) return <>{own}</>;
    return <ResultsError title={errorTitle} error={result.error} onRetry={retry} />;
  }
  if (result.data === undefined) return <>{loading ?? <ResultsLoading />}</>;
  const data = result.data;
  if (isEmpty && !result.isPlaceholderData && isEmpty(data)) {
    return <>{typeof empty === 'function' ? (empty as (data: T) => ReactNode)(data) : empty}</>;
  }
  return <>{children(data)}</>;
}
