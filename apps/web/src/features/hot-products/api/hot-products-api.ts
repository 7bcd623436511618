import {
  API,
  hotProductsQuery,
  hotProductsResponse,
  productHistoryQuery,
  productHistoryResponse,
  type HotProductsInput,
} from '@asinasin/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const fetchHotProducts = defineCall({
  path: API.hotProducts,
  body: hotProductsQuery,
  response: hotProductsResponse,
});
const fetchHistories = defineCall({
  path: API.productHistory,
  body: productHistoryQuery,
  response: productHistoryResponse,
});

/** One page of hot products; null runs nothing (a filter to fix). The last page stays while the next loads. */
export function useHotProducts(query: HotProductsInput | null) {
  return useQuery({
    queryKey: ['research', 'hot-products', query],
    queryFn: ({ signal }) => fetchHotProducts(hotProductsQuery.parse(query), { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Products with their history (one for the detail, several for the comparison). */
export function useProductHistories(marketplace: string, asins: string[]) {
  return useQuery({
    queryKey: ['research', 'product-history', marketplace, asins],
    queryFn: ({ signal }) => fetchHistories(productHistoryQuery.parse({ marketplace, asins }), { signal }),
    enabled: asins.length > 0,
  });
}
