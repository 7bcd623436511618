import type { MarketplaceCode } from '@asinasin/contract';

/** Amazon's marketplace ids (SP-API `marketplaceIds`) of the nine marketplaces. */
export const MARKETPLACE_IDS: Record<string, MarketplaceCode> = {
  ATVPDKIKX0DER: 'US',
  A1F83G8C2ARO7P: 'UK',
  A1PA6795UKMFR9: 'DE',
  A13V1IB3VIYZZH: 'FR',
  A1VC38T7YXB528: 'JP',
  A2EUQ1WTGCTBG2: 'CA',
  APJ6JRA9NG5V4: 'IT',
  A1RKKUPIHCS9HS: 'ES',
  A21TJRUUN4KGV: 'IN',
};
