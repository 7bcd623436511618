import crypto from 'node:crypto';
import {
  ErrorCode,
  type AmazonConnection,
  type AmazonConnectionCreate,
  type Language,
  type SpApiRegion,
} from '@asinasin/contract';
import type { Actor } from '../../../platform/auth/policy.js';
import type { AppContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/http/app-error.js';
import { isMessageKey, translate } from '../../../platform/i18n/messages.js';
import {
  countConnections,
  deleteConnection,
  findConnection,
  insertConnection,
  listConnections,
  updateConnection,
  type ConnectionRow,
} from './connections.repository.js';
import { clientFor, marketplaceIdOf } from './connection-client.js';
import { feedsSharedCatalog } from './feeds-shared-catalog.js';
import { salesSeriesStates } from './sales-days.js';
import { maskClientId, sealCredentials } from './sealed-credentials.js';
import { toProblem } from './sp-api-client.js';
import { SyncProblem } from './sync-problem.js';
import { amazonSyncJob } from './sync-job.js';

const MAX_CONNECTIONS = 10;
const MASKED = '••••••••';

/** A problem stored as {key, params}, said in the reader's language. */
function said(stored: string | null, lang: Language): string | null {
  if (!stored) return null;
  const { key, params } = JSON.parse(stored) as { key: unknown; params?: Record<string, string> };
  return isMessageKey(key) ? translate(lang, key, params) : String(key);
}

type SyncJob = { state: string; progress: Record<string, unknown> | null } | undefined;

export function connectionView(
  row: ConnectionRow,
  owner: Actor,
  lang: Language,
  job?: SyncJob,
): AmazonConnection {
  return {
    id: row.id,
    name: row.name,
    region: row.region as SpApiRegion,
    marketplaces: JSON.parse(row.marketplaces) as string[],
    clientId: row.client_id_mask,
    clientSecret: MASKED,
    refreshToken: MASKED,
    feedsSharedCatalog: feedsSharedCatalog(owner),
    testedAt: row.tested_at,
    testProblem: said(row.test_problem, lang),
    syncJobId: row.sync_job_id,
    syncing: job?.state === 'queued' || job?.state === 'running',
    syncProgress: job?.progress ?? null,
    lastSuccessAt: row.last_success_at,
    lastError: said(row.last_error, lang),
    lastErrorAt: row.last_error_at,
    syncNotice: said(row.sync_notice ?? null, lang),
  };
}

/** A seller's connections: connect (then test), test, sync now, remove; each for its owner only. */
export class AmazonConnectionsService {
  constructor(private readonly context: AppContext) {}

  private async own(userId: number, id: number): Promise<ConnectionRow> {
    const row = await findConnection(this.context.db, userId, id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'amazon.notFound');
    return row;
  }

  async list(user: Actor, lang: Language): Promise<AmazonConnection[]> {
    const rows = await listConnections(this.context.db, user.id);
    const jobs = await Promise.all(
      rows.map((row) => (row.sync_job_id ? this.context.jobs.find(row.sync_job_id) : undefined)),
    );
    // Every connection pulls Sales and Traffic day by day: say how far each series is.
    const now = new Date();
    const series = await Promise.all(
      rows.map((row) =>
        salesSeriesStates(this.context.db, row.id, JSON.parse(row.marketplaces) as string[], now),
      ),
    );
    return rows.map((row, index) => ({
      ...connectionView(row, user, lang, jobs[index]),
      salesSeries: series[index],
    }));
  }

  async create(user: Actor, body: AmazonConnectionCreate, lang: Language): Promise<AmazonConnection> {
    if ((await countConnections(this.context.db, user.id)) >= MAX_CONNECTIONS) {
      throw AppError.badRequest('amazon.tooMany', { max: MAX_CONNECTIONS });
    }
    const { clientId, clientSecret, refreshToken, ...rest } = body;
    const id = await insertConnection(
      this.context.db,
      {
        user_id: user.id,
        name: rest.name,
        region: rest.region,
        marketplaces: JSON.stringify(rest.marketplaces),
        sealed_credentials: sealCredentials(this.context.secret, { clientId, clientSecret, refreshToken }),
        client_id_mask: maskClientId(clientId),
      },
      Date.now(),
    );
    return this.test(user, id, lang);
  }

  /** The token exchange and the marketplaces the account sells in; the answer is kept on the row. */
  async test(user: Actor, id: number, lang: Language): Promise<AmazonConnection> {
    const row = await this.own(user.id, id);
    let problem: SyncProblem | null = null;
    try {
      const selling = new Set(await clientFor(this.context, row).participatingMarketplaceIds());
      const chosen = JSON.parse(row.marketplaces) as string[];
      const missing = chosen.filter((code) => !selling.has(marketplaceIdOf(code)));
      if (missing.length > 0)
        problem = new SyncProblem('amazon.marketplaceNotSold', { marketplaces: missing.join(', ') });
    } catch (error) {
      const known = toProblem(error, 'test');
      problem =
        known instanceof SyncProblem
          ? known
          : new SyncProblem('amazon.syncFailed', { message: messageOf(error) });
    }
    await updateConnection(this.context.db, id, {
      tested_at: Date.now(),
      test_problem: problem?.toJson() ?? null,
    });
    return connectionView(await this.own(user.id, id), user, lang);
  }

  /** Sync now: one job per connection at a time; its progress is followed as any job's. */
  async startSync(user: Actor, id: number): Promise<string> {
    const row = await this.own(user.id, id);
    if (await this.isSyncing(row.id)) throw AppError.badRequest('amazon.syncRunning');
    const jobId = crypto.randomUUID();
    await this.context.db.transaction().execute(async (trx) => {
      await trx.updateTable('amazon_connections').set({ sync_job_id: jobId }).where('id', '=', id).execute();
      await this.context.jobs.enqueue(
        amazonSyncJob,
        { connectionId: id },
        { id: jobId, trx, userId: user.id },
      );
    });
    return jobId;
  }

  /** Whether the connection's last sync job is still queued or running. */
  async isSyncing(id: number): Promise<boolean> {
    const row = await this.context.db
      .selectFrom('amazon_connections')
      .select('sync_job_id')
      .where('id', '=', id)
      .executeTakeFirst();
    const job = row?.sync_job_id ? await this.context.jobs.find(row.sync_job_id) : undefined;
    return job?.state === 'queued' || job?.state === 'running';
  }

  async remove(user: Actor, id: number): Promise<void> {
    if (!(await deleteConnection(this.context.db, user.id, id)))
      throw new AppError(ErrorCode.NOT_FOUND, 'amazon.notFound');
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error);
}
