import type { Namespace, TFunction } from 'i18next';
import { useCallback } from 'react';
import { useFormatters } from '../catalog-values/use-formatters';

/** The pager's "11–20 of 345" in a screen's own words: `key` (of `t`'s namespace) takes start, end and total. */
export function useTotalText<N extends Namespace>(t: TFunction<N>, key: string) {
  const format = useFormatters();
  return useCallback(
    ({ start, end, total }: { start: number; end: number; total: number }): string =>
      // the key is one of the screen's own messages; i18next's key typing does not follow a variable
      (t as unknown as (key: string, values: Record<string, string>) => string)(key, {
        start: format.number(start),
        end: format.number(end),
        total: format.number(total),
      }),
    [t, key, format],
  );
}
