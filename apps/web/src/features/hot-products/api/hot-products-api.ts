import { productsEndpoints as endpoints, type HotProductsInput } from '@asinasin/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const fetchHotProducts = defineCall(endpoints.hotProducts);
const fetchHistories = defineCall(endpoints.productHistory);

/** One page of hot products, the input's defaults filled by the contract's schema; null asks nothing. */
export const getHotProductsQueryOptions = (query: HotProductsInput | null) =>
  queryOptions({
    queryKey: ['research', 'hot-products', query] as const,
    queryFn: ({ signal }) => fetchHotProducts(endpoints.hotProducts.body.parse(query), { signal }),
    enabled: query !== null,
  });

/** Products with their history (one for the detail, several for the comparison). */
export const getProductHistoriesQueryOptions = (marketplace: string, asins: string[]) =>
  queryOptions({
    queryKey: ['research', 'product-history', marketplace, asins] as const,
    queryFn: ({ signal }) =>
      fetchHistories(endpoints.productHistory.body.parse({ marketplace, asins }), { signal }),
  });

/** One page of hot products; null runs nothing (a filter to fix). The last page stays while the next loads. */
export function useHotProducts(query: HotProductsInput | null) {
  return useQuery({ ...getHotProductsQueryOptions(query), placeholderData: keepPreviousData });
}

export function useProductHistories(marketplace: string, asins: string[]) {
  return useQuery({ ...getProductHistoriesQueryOptions(marketplace, asins), enabled: asins.length > 0 });
}
