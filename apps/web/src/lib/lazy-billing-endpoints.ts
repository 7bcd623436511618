/**
 * Billing endpoints for code that is part of the first load (the module store): imported
 * dynamically, so zod and the billing schemas arrive with the response (decisions/0015).
 */
export { billingEndpoints } from '@asinasin/contract';
