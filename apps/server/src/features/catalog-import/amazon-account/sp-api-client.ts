import https from 'node:https';
import net from 'node:net';
import type { SpApiRegion } from '@asinasin/contract';
import { SellingPartner } from 'amazon-sp-api';
import type { AmazonCredentials } from './sealed-credentials.js';
import { SyncProblem } from './sync-problem.js';

/** Where SP-API and LWA are reached: Amazon itself, or a local server that speaks their protocol. */
export interface SpApiSettings {
  /** http://host:port of a local SP-API and LWA (the tests' fake); unset: Amazon over TLS */
  endpoint?: string;
}

/**
 * Opens every connection of the client to `endpoint` instead of Amazon's hosts. The client still
 * names api.amazon.com and sellingpartnerapi-<region>.amazon.com in its requests; the local server
 * answers them in plain HTTP (decisions/0035: the package fixes its hosts, not its agent).
 */
class LocalEndpointAgent extends https.Agent {
  constructor(private readonly target: URL) {
    super({ keepAlive: false });
  }
  override createConnection(): net.Socket {
    return net.connect(Number(this.target.port), this.target.hostname);
  }
}

export type ReportStatus = 'CANCELLED' | 'DONE' | 'FATAL' | 'IN_PROGRESS' | 'IN_QUEUE';

/** What the package throws: Amazon's error code and message, or LWA's `error`. */
interface AmazonError {
  code?: string;
  message?: string;
}

const CREDENTIAL_CODES = new Set([
  'invalid_grant',
  'invalid_client',
  'unauthorized_client',
  'invalid_request',
]);

/** Amazon's refusals as the problems a seller can act on; anything else goes on up as it is. */
export function toProblem(error: unknown, what: 'test' | 'brand-analytics' | 'report'): unknown {
  const { code = '', message = '' } = (error ?? {}) as AmazonError;
  if (CREDENTIAL_CODES.has(code)) return new SyncProblem('amazon.credentialsRejected', { code });
  if (code === 'Unauthorized' && what === 'brand-analytics')
    return new SyncProblem('amazon.brandAnalyticsRole');
  if (code === 'Unauthorized') return new SyncProblem('amazon.accessDenied', { message });
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT') {
    return new SyncProblem('amazon.unreachable', { code });
  }
  return error;
}

/** The calls a sync makes, through the `amazon-sp-api` package (decisions/0035). */
export class SpApiClient {
  private readonly client: SellingPartner;

  constructor(credentials: AmazonCredentials, region: SpApiRegion, settings: SpApiSettings) {
    this.client = new SellingPartner({
      region,
      refresh_token: credentials.refreshToken,
      credentials: {
        SELLING_PARTNER_APP_CLIENT_ID: credentials.clientId,
        SELLING_PARTNER_APP_CLIENT_SECRET: credentials.clientSecret,
      },
      options: {
        auto_request_tokens: true,
        auto_request_throttled: true,
        // A stopped server is a clear error at once, not a retry every ten seconds.
        retry_remote_timeout: false,
        ...(settings.endpoint
          ? { https_proxy_agent: new LocalEndpointAgent(new URL(settings.endpoint)) }
          : {}),
      },
    } as never);
  }

  private call<T>(params: Record<string, unknown>): Promise<T> {
    return this.client.callAPI(params as never) as Promise<T>;
  }

  /** Exchanges the refresh token (LWA), then reads the marketplace ids the account sells in. */
  async participatingMarketplaceIds(): Promise<string[]> {
    const rows = await this.call<
      { marketplace: { id: string }; participation: { isParticipating: boolean } }[]
    >({
      operation: 'getMarketplaceParticipations',
      endpoint: 'sellers',
    });
    return rows.filter((row) => row.participation.isParticipating).map((row) => row.marketplace.id);
  }

  async createReport(body: {
    reportType: string;
    marketplaceIds: string[];
    dataStartTime?: string;
    dataEndTime?: string;
    reportOptions?: Record<string, string>;
  }): Promise<string> {
    const answer = await this.call<{ reportId: string }>({
      operation: 'createReport',
      endpoint: 'reports',
      body,
    });
    return answer.reportId;
  }

  getReport(reportId: string): Promise<{ processingStatus: ReportStatus; reportDocumentId?: string }> {
    return this.call({ operation: 'getReport', endpoint: 'reports', path: { reportId } });
  }

  getReportDocument(reportDocumentId: string): Promise<{ url: string; compressionAlgorithm?: 'GZIP' }> {
    return this.call({ operation: 'getReportDocument', endpoint: 'reports', path: { reportDocumentId } });
  }

  /** Catalog Items 2022-04-01 getCatalogItem: the item's summary, sizes, images, classes and ranks. */
  getCatalogItem(asin: string, marketplaceId: string): Promise<unknown> {
    return this.call({
      operation: 'getCatalogItem',
      endpoint: 'catalogItems',
      path: { asin },
      query: {
        marketplaceIds: [marketplaceId],
        includedData: ['summaries', 'dimensions', 'images', 'classifications', 'salesRanks'],
      },
      options: { version: '2022-04-01' },
    });
  }

  /** Product Fees v0 getMyFeesEstimateForASIN: Amazon's fees for the ASIN at a listing price. */
  getMyFeesEstimateForAsin(asin: string, request: Record<string, unknown>): Promise<unknown> {
    return this.call({
      operation: 'getMyFeesEstimateForASIN',
      endpoint: 'productFees',
      path: { Asin: asin },
      body: { FeesEstimateRequest: request },
    });
  }
}
