import { amazonAccountEndpoints as endpoints } from '@asinasin/contract';
import { useQuery } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

const fetchOwnDailySales = defineCall(endpoints.amazonOwnDailySales);

/** The signed-in seller's own daily sales of one product (their synced Amazon account). */
export function useOwnDailySales(marketplace: string, asin: string, enabled: boolean) {
  return useQuery({
    queryKey: ['amazon', 'own-daily-sales', marketplace, asin] as const,
    queryFn: ({ signal }) => fetchOwnDailySales({ marketplace, asin }, { signal }),
    enabled,
  });
}
