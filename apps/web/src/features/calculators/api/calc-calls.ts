import {
  calculatorEndpoints as endpoints,
  type FreightBody,
  type MarketplaceCode,
  type ProfitBody,
} from '@asinasin/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const calcProfit = defineCall(endpoints.calcProfit);
const calcFreight = defineCall(endpoints.calcFreight);
const calcOptions = defineCall(endpoints.calcOptions);
const calcPrefill = defineCall(endpoints.calcPrefill);

/** Marketplaces, whether each has rate cards, and their categories in the page's language. */
export const calcOptionsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['calc', 'options', lang] as const,
    queryFn: ({ signal }) => calcOptions({ signal }),
    staleTime: 5 * 60_000,
  });

export function useCalcOptions(lang: string) {
  return useQuery(calcOptionsQuery(lang));
}

export function useProfit() {
  return useMutation({ mutationFn: (body: ProfitBody) => calcProfit(body) });
}

export function useFreight() {
  return useMutation({ mutationFn: (body: FreightBody) => calcFreight(body) });
}

export function usePrefill() {
  return useMutation({
    mutationFn: (body: { marketplace: MarketplaceCode; asin: string }) => calcPrefill(body),
  });
}
