import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import zlib from 'node:zlib';
import { answerCatalog, type FakeCatalog } from './fake-sp-catalog.js';
import { answerFees, type FakeFees } from './fake-sp-fees.js';

/**
 * A local Login with Amazon and Selling Partner API that speaks their wire format, as recorded from
 * amzn/selling-partner-api-models (commit 34dc93fe45f37c9a0b2e56823c808f68b4f81754):
 * - LWA token exchange, POST /auth/o2/token (grant_type=refresh_token, form or JSON body):
 *   `{access_token, token_type, expires_in, refresh_token}`, or 400 `{error, error_description}`
 *   with `invalid_client` / `invalid_grant`;
 * - models/sellers-api-model/sellers.json: GET /sellers/v1/marketplaceParticipations →
 *   `{payload: [{marketplace: {id, countryCode, …}, participation: {isParticipating, …}}]}`;
 * - models/reports-api-model/reports_2021-06-30.json: POST /reports/2021-06-30/reports (202
 *   `{reportId}`), GET …/reports/{reportId} (`Report`: processingStatus IN_QUEUE | IN_PROGRESS |
 *   DONE | CANCELLED | FATAL, reportDocumentId), GET …/documents/{reportDocumentId}
 *   (`ReportDocument`: url, compressionAlgorithm GZIP); errors as `ErrorList {errors: [{code,
 *   message}]}`: 403 `Unauthorized`, 429 `QuotaExceeded` with the `x-amzn-RateLimit-Limit` header;
 * - the document itself at its URL (a pre-signed S3 URL in life), gzip bytes of the shape of
 *   schemas/reports/sellingPartnerSearchTermsReport.json or sellerSalesAndTrafficReport.json, or
 *   the tab-separated flat file of GET_MERCHANT_LISTINGS_ALL_DATA (its columns as Amazon's
 *   report-type reference lists them: item-name … asin1 … status).
 * Every request must carry the access token (`x-amz-access-token`) the exchange gave.
 */
export interface FakeAccount {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /** marketplace ids the account sells in */
  marketplaceIds: string[];
  /** whether the app has the Brand Analytics role */
  brandAnalytics: boolean;
  /** false: the app may not read GET_SALES_AND_TRAFFIC_REPORT (403 Unauthorized); default true */
  salesTraffic?: boolean;
  /** false: the app may not read GET_MERCHANT_LISTINGS_ALL_DATA (403 Unauthorized); default true */
  listings?: boolean;
}

export interface FakeSpApiOptions {
  /** the document of a report Amazon made, as JSON text (gzipped when served) */
  document: (report: {
    reportType: string;
    dataStartTime?: string;
    dataEndTime?: string;
    marketplaceIds: string[];
    reportOptions?: Record<string, string>;
  }) => string;
  /** what the next report ends as */
  outcome?: 'DONE' | 'CANCELLED' | 'FATAL';
  /** what one report ends as (a day Amazon fails to make), before `outcome` */
  outcomeOf?: (report: { reportType: string; dataStartTime?: string }) => 'FATAL' | undefined;
  /** answer the next N createReport calls with 429 QuotaExceeded */
  throttleCreates?: number;
  /** serve the gzip document cut to half its bytes */
  truncateDocument?: boolean;
  /** getReport answers IN_PROGRESS this many times before the outcome */
  pollsBeforeDone?: number;
  /** Catalog Items 2022-04-01 (fake-sp-catalog.ts) */
  catalog?: FakeCatalog;
  /** Product Fees v0 (fake-sp-fees.ts) */
  fees?: FakeFees;
}

interface FakeReport {
  reportId: string;
  reportType: string;
  marketplaceIds: string[];
  dataStartTime?: string;
  dataEndTime?: string;
  /** as asked (reports 2021-06-30 CreateReportSpecification.reportOptions) */
  reportOptions?: Record<string, string>;
  polls: number;
  documentId: string;
}

export interface FakeSpApi {
  url: string;
  options: FakeSpApiOptions;
  accounts: FakeAccount[];
  /** every request, as `METHOD path` */
  requests: string[];
  reports: FakeReport[];
  /** revokes the refresh token of an account (as a seller removing the app's authorisation) */
  revoke(refreshToken: string): void;
  close(): Promise<void>;
}

const json = (
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-amzn-RequestId': crypto.randomUUID(),
    ...headers,
  });
  res.end(JSON.stringify(body));
};
const errorList = (code: string, message: string) => ({ errors: [{ code, message }] });

function parseBody(raw: string, contentType: string | undefined): Record<string, string> {
  if (raw === '') return {};
  if (contentType?.includes('application/json')) return JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(raw));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A Brand Analytics report's dates must be the first and the last day of its reportPeriod (a day, a
 * week Sunday to Saturday, a calendar month or quarter), or Amazon fails it as FATAL
 * (schemas/reports/sellingPartnerSearchQueryPerformanceReport.json, dataStartTime and dataEndTime).
 */
function spansItsPeriod(report: FakeReport): boolean {
  const period = report.reportOptions?.reportPeriod;
  if (!report.reportType.startsWith('GET_BRAND_ANALYTICS') || !period) return true;
  const start = new Date(`${report.dataStartTime}T00:00:00Z`);
  const end = new Date(`${report.dataEndTime}T00:00:00Z`);
  const dayAfter = new Date(end.getTime() + DAY_MS);
  const months =
    (dayAfter.getUTCFullYear() - start.getUTCFullYear()) * 12 + dayAfter.getUTCMonth() - start.getUTCMonth();
  if (period === 'WEEK') return start.getUTCDay() === 0 && end.getTime() - start.getTime() === 6 * DAY_MS;
  const wholeMonths = start.getUTCDate() === 1 && dayAfter.getUTCDate() === 1;
  if (period === 'MONTH') return wholeMonths && months === 1;
  if (period === 'QUARTER') return wholeMonths && months === 3 && start.getUTCMonth() % 3 === 0;
  return period === 'DAY' && end.getTime() === start.getTime();
}

export async function startFakeSpApi(accounts: FakeAccount[], options: FakeSpApiOptions): Promise<FakeSpApi> {
  const requests: string[] = [];
  const reports: FakeReport[] = [];
  const documents = new Map<string, Buffer>();
  const revoked = new Set<string>();
  /** access token → its account */
  const tokens = new Map<string, FakeAccount>();
  const sockets = new Set<Socket>();
  let baseUrl = '';

  const token = (req: http.IncomingMessage, body: Record<string, string>, res: http.ServerResponse) => {
    const account = accounts.find((a) => a.clientId === body.client_id);
    if (!account || account.clientSecret !== body.client_secret) {
      return json(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    if (
      body.grant_type !== 'refresh_token' ||
      body.refresh_token !== account.refreshToken ||
      revoked.has(body.refresh_token)
    ) {
      return json(res, 400, {
        error: 'invalid_grant',
        error_description: 'The request has an invalid grant parameter : refresh_token',
      });
    }
    const accessToken = `Atza|${crypto.randomBytes(16).toString('hex')}`;
    tokens.set(accessToken, account);
    json(res, 200, {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 3600,
      refresh_token: account.refreshToken,
    });
  };

  const api = (
    req: http.IncomingMessage,
    body: Record<string, unknown>,
    res: http.ServerResponse,
    account: FakeAccount,
  ) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const at = (pattern: RegExp) => pattern.exec(url.pathname);
    if (req.method === 'GET' && url.pathname === '/sellers/v1/marketplaceParticipations') {
      return json(res, 200, {
        payload: account.marketplaceIds.map((id) => ({
          marketplace: {
            id,
            name: id,
            countryCode: 'US',
            defaultCurrencyCode: 'USD',
            defaultLanguageCode: 'en_US',
            domainName: 'www.amazon.com',
          },
          participation: { isParticipating: true, hasSuspendedListings: false },
        })),
      });
    }
    if (req.method === 'POST' && url.pathname === '/reports/2021-06-30/reports') {
      if ((options.throttleCreates ?? 0) > 0) {
        options.throttleCreates! -= 1;
        return json(
          res,
          429,
          errorList('QuotaExceeded', 'You exceeded your quota for the requested resource.'),
          {
            'x-amzn-RateLimit-Limit': '50',
          },
        );
      }
      const reportType = String(body.reportType);
      const refused =
        (reportType === 'GET_SALES_AND_TRAFFIC_REPORT' && account.salesTraffic === false) ||
        (reportType === 'GET_MERCHANT_LISTINGS_ALL_DATA' && account.listings === false);
      if ((reportType.startsWith('GET_BRAND_ANALYTICS') && !account.brandAnalytics) || refused) {
        return json(res, 403, errorList('Unauthorized', 'Access to requested resource is denied.'));
      }
      const marketplaceIds = body.marketplaceIds as string[];
      if (!marketplaceIds.every((id) => account.marketplaceIds.includes(id))) {
        return json(
          res,
          400,
          errorList('InvalidInput', 'The seller does not participate in the marketplace.'),
        );
      }
      const report: FakeReport = {
        reportId: String(50000 + reports.length),
        reportType,
        marketplaceIds,
        dataStartTime: body.dataStartTime as string | undefined,
        dataEndTime: body.dataEndTime as string | undefined,
        reportOptions: body.reportOptions as Record<string, string> | undefined,
        polls: 0,
        documentId: `amzn1.spdoc.1.4.na.${crypto.randomUUID()}`,
      };
      reports.push(report);
      const gz = zlib.gzipSync(options.document(report));
      documents.set(
        report.documentId,
        options.truncateDocument ? gz.subarray(0, Math.floor(gz.length / 2)) : gz,
      );
      return json(res, 202, { reportId: report.reportId }, { 'x-amzn-RateLimit-Limit': '0.0167' });
    }
    const reportMatch = at(/^\/reports\/2021-06-30\/reports\/([^/]+)$/);
    if (req.method === 'GET' && reportMatch) {
      const report = reports.find((r) => r.reportId === reportMatch[1]);
      if (!report) return json(res, 404, errorList('NotFound', 'The report was not found.'));
      report.polls += 1;
      const outcome =
        report.polls > (options.pollsBeforeDone ?? 1)
          ? (options.outcomeOf?.(report) ??
            (spansItsPeriod(report) ? undefined : 'FATAL') ??
            options.outcome ??
            'DONE')
          : 'IN_PROGRESS';
      return json(res, 200, {
        reportId: report.reportId,
        reportType: report.reportType,
        marketplaceIds: report.marketplaceIds,
        dataStartTime: report.dataStartTime,
        dataEndTime: report.dataEndTime,
        createdTime: new Date().toISOString(),
        processingStatus: outcome,
        ...(outcome === 'DONE' ? { reportDocumentId: report.documentId } : {}),
      });
    }
    const documentMatch = at(/^\/reports\/2021-06-30\/documents\/([^/]+)$/);
    if (req.method === 'GET' && documentMatch) {
      if (!documents.has(documentMatch[1]!))
        return json(res, 404, errorList('NotFound', 'The document was not found.'));
      return json(res, 200, {
        reportDocumentId: documentMatch[1],
        url: `${baseUrl}/document/${encodeURIComponent(documentMatch[1]!)}`,
        compressionAlgorithm: 'GZIP',
      });
    }
    const answer = (status: number, payload: unknown, headers?: Record<string, string>) =>
      json(res, status, payload, headers);
    if (answerCatalog(url, req.method, (options.catalog ??= { items: {} }), answer)) return;
    if (answerFees(url, req.method, body, (options.fees ??= { fbaFee: {} }), answer)) return;
    json(res, 404, errorList('NotFound', `No such operation: ${req.method} ${url.pathname}`));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      requests.push(`${req.method} ${path}`);
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = parseBody(raw, req.headers['content-type']);
      if (req.method === 'POST' && path === '/auth/o2/token') return token(req, body, res);
      const documentMatch = /^\/document\/(.+)$/.exec(path);
      if (req.method === 'GET' && documentMatch) {
        const bytes = documents.get(decodeURIComponent(documentMatch[1]!));
        if (!bytes) return json(res, 404, {});
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': bytes.length });
        return res.end(bytes);
      }
      const account = tokens.get(String(req.headers['x-amz-access-token'] ?? ''));
      if (!account)
        return json(res, 403, errorList('Unauthorized', 'Access to requested resource is denied.'));
      api(req, body, res, account);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    options,
    accounts,
    requests,
    reports,
    revoke: (refreshToken) => revoked.add(refreshToken),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
