import { trademarkEndpoints as endpoints, type TrademarkSearchBody } from '@asinasin/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const search = defineCall(endpoints.trademarkSearch);
const classes = defineCall(endpoints.trademarkClasses);

const KEY = ['trademarks'] as const;

/** One page of marks like the brand; the last page stays while the next loads. */
export function useTrademarkSearch(query: TrademarkSearchBody | null) {
  return useQuery({
    queryKey: [...KEY, 'search', query] as const,
    queryFn: ({ signal }) => search(query!, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** The Nice classes' headings, for the class filter; they change only with a new edition. */
export function useNiceClasses() {
  return useQuery({
    queryKey: [...KEY, 'classes'] as const,
    queryFn: ({ signal }) => classes({ signal }),
    staleTime: Infinity,
  });
}
