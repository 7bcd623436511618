/**
 * Response schemas of the calls the shell makes while it first draws (session, site config, site
 * stats). They are imported dynamically (`() => import('./shell-schemas')`), so zod and the
 * contract's schemas load alongside those responses instead of in the first load.
 */
export { emptyEnvelope, infoResponse, siteConfigResponse, siteStatsResponse } from '@asinasin/contract';
