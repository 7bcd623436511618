import { patentEndpoints as endpoints } from '@asinasin/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const search = defineCall(endpoints.patentSearch);
const newest = defineCall(endpoints.newLocList);
const totals = defineCall(endpoints.newLocTotal);

const KEY = ['patents'] as const;

/** A search as sent: the SPEC §3 draft with its type and page filled in. */
export type PatentQuery = Parameters<typeof search>[0];

/** One page of design patents like the draft; the last page stays while the next loads. */
export function usePatentSearch(query: PatentQuery | null) {
  return useQuery({
    queryKey: [...KEY, 'search', query] as const,
    queryFn: ({ signal }) => search(query!, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** One page of the newest design patents, of one Locarno class or all. */
export function useNewestPatents(query: { locLarge?: string; page: number; size: number }) {
  return useQuery({
    queryKey: [...KEY, 'newest', query] as const,
    queryFn: ({ signal }) => newest(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many design patents are imported, per Locarno class (also the class list of the filters). */
export function usePatentTotals() {
  return useQuery({
    queryKey: [...KEY, 'totals'] as const,
    queryFn: ({ signal }) => totals({ signal }),
  });
}
