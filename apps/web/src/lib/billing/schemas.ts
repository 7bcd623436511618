/**
 * Response schemas of the billing calls, imported dynamically by code that is part of the first
 * load (the module store), so zod and the schemas arrive with the response (decisions/0015).
 */
export { modulesResponse } from '@asinasin/contract';
