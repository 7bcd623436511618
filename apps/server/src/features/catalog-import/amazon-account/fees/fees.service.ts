import type { AmazonFeesEstimate, AmazonFeesEstimateBody, Language } from '@asinasin/contract';
import type { Actor } from '../../../../platform/auth/policy.js';
import type { AppContext } from '../../../../platform/context.js';
import { translate } from '../../../../platform/i18n/messages.js';
import { sharedConnectionFor } from '../catalog-items/shared-connection.js';
import { clientFor } from '../connection-client.js';
import { listConnections, type ConnectionRow } from '../connections.repository.js';
import { toProblem } from '../sp-api-client.js';
import { SyncProblem } from '../sync-problem.js';
import { EstimateRefused, estimateFees } from './fees-estimate.js';

/** A request waits at most this long for Amazon (throttled calls are asked again within it). */
const ESTIMATE_TIMEOUT_MS = 20_000;

const sells = (row: ConnectionRow, marketplace: string) =>
  (JSON.parse(row.marketplaces) as string[]).includes(marketplace);

/**
 * Amazon's own fee estimate beside the calculator's (decisions/0051): through the seller's own
 * connection when one sells in the marketplace (the fees of their own account, shown to them
 * alone), else through the operator's. Amazon's refusals and a missing connection are answers
 * the page shows, in the seller's language; only bad input is an error.
 */
export async function amazonFeesEstimate(
  context: AppContext,
  user: Actor,
  body: AmazonFeesEstimateBody,
  lang: Language,
): Promise<AmazonFeesEstimate> {
  const own = (await listConnections(context.db, user.id)).find((row) => sells(row, body.marketplace));
  const row = own ?? (await sharedConnectionFor(context.db, body.marketplace));
  if (!row) {
    const unavailable = translate(lang, 'amazon.feesNoConnection', { marketplace: body.marketplace });
    return { connection: null, estimate: null, unavailable };
  }
  const connection = { name: row.name, own: row.user_id === user.id };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SyncProblem('amazon.feesTimeout')), ESTIMATE_TIMEOUT_MS);
  });
  try {
    const estimate = await Promise.race([estimateFees(clientFor(context, row), body), timeout]);
    return { connection, estimate, unavailable: null };
  } catch (error) {
    if (error instanceof EstimateRefused) {
      const unavailable = translate(lang, 'amazon.feesRefused', { message: error.message });
      return { connection, estimate: null, unavailable };
    }
    const problem = error instanceof SyncProblem ? error : toProblem(error, 'report');
    if (!(problem instanceof SyncProblem)) throw error;
    return { connection, estimate: null, unavailable: translate(lang, problem.key, problem.params) };
  } finally {
    clearTimeout(timer);
  }
}
