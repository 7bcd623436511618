import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n';
import { getOrdersQueryOptions } from '../payment/billing-calls';
import { usePaymentState } from '../payment/payment-store';

export const ORDER_PAGE_SIZE = 20;

/** One page of the seller's orders (POST /api/order/index), re-read after every payment. */
export function useOrders(page: number) {
  const language = useLanguage();
  const { paidCount } = usePaymentState();
  return useQuery({
    ...getOrdersQueryOptions(page, ORDER_PAGE_SIZE, language, paidCount),
    placeholderData: keepPreviousData,
  });
}
