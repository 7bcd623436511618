import type { SpApiRegion } from '@asinasin/contract';
import type { AppContext } from '../../../platform/context.js';
import { MARKETPLACE_IDS } from '../import/search-terms/marketplace-ids.js';
import type { ConnectionRow } from './connections.repository.js';
import { openCredentials } from './sealed-credentials.js';
import { SpApiClient } from './sp-api-client.js';

const ID_OF_CODE = new Map(Object.entries(MARKETPLACE_IDS).map(([id, code]) => [code, id]));

/** Amazon's marketplace id of one of the nine marketplace codes. */
export const marketplaceIdOf = (code: string): string => ID_OF_CODE.get(code as never) ?? code;

/** A client with the connection's credentials, opened here and never kept elsewhere (decisions/0035). */
export function clientFor(context: AppContext, row: ConnectionRow): SpApiClient {
  const credentials = openCredentials(context.secret, row.sealed_credentials);
  return new SpApiClient(credentials, row.region as SpApiRegion, {
    endpoint: context.config.SP_API_ENDPOINT,
  });
}
