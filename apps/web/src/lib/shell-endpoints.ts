/**
 * Endpoints of the calls the shell makes while it first draws (session, site config, site stats).
 * They are imported dynamically (lazyEndpoint in define-call.ts), so zod and the contract's
 * schemas load alongside those responses instead of in the first load.
 */
export { accountEndpoints, siteEndpoints } from '@asinasin/contract';
