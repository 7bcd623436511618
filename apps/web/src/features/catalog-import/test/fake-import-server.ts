import { API, type CatalogSources, type ImportRun } from '@asinasin/contract';
import { failure, fakeApi, type FakeCall } from '../../../test/fake-api';

/** A run as the API returns it; a finished one unless told otherwise. */
export function importRun(overrides: Partial<ImportRun> = {}): ImportRun {
  return {
    runId: 7,
    kind: 'snapshots',
    file: 'bestsellers.csv',
    status: 'done',
    format: 'bestseller-list',
    read: 200,
    accepted: 198,
    rejected: 2,
    reasons: [
      { line: 14, reason: 'asin: not a valid ASIN' },
      { line: 90, reason: 'duplicate row: B0CX21RTHH already on line 2' },
    ],
    message: null,
    startedAt: '2026-11-24T09:05:31.000Z',
    finishedAt: '2026-11-24T09:05:33.000Z',
    ...overrides,
  };
}

const SOURCES: CatalogSources = {
  shipped: [],
  imports: [],
  salesModel: { effectiveFrom: '2026-01-01', band: { relative: 0.5, source: 'test' }, curves: [] },
};

export interface FakeImportServer {
  operator: boolean;
  /** what GET run answers, one after the other (the last one repeats) */
  runs?: ImportRun[];
  /** the latest runs list */
  list?: Omit<ImportRun, 'reasons'>[];
  /** answer the upload with this status and envelope instead of a run id */
  uploadFails?: { status: number; code: number; msg: string };
}

/** Answers the calls of /data: the session, the sources, the import API. */
export function fakeImportServer(server: FakeImportServer) {
  const runs = [...(server.runs ?? [importRun()])];
  fakeApi.on(API.info, { user: sessionUser(server.operator) });
  fakeApi.on(API.catalogSources, SOURCES);
  const fail = server.uploadFails;
  fakeApi.on(API.adminImport, (_body: unknown, call: FakeCall) =>
    call.method !== 'POST'
      ? failure(404, `no fake for ${call.method} ${call.path}`, 404)
      : fail
        ? failure(fail.code, fail.msg, fail.status)
        : { runId: runs[0]!.runId },
  );
  fakeApi.on(API.adminImportRun, () => (runs.length > 1 ? runs.shift()! : runs[0]!));
  fakeApi.on(API.adminImportRuns, () => {
    const list = server.list ?? [];
    return { rows: list, total: list.length };
  });
}

export function sessionUser(operator: boolean) {
  return {
    id: 3,
    nickname: 'operator',
    avatar: '',
    token: 'tok-import',
    level: 0,
    level_text: '',
    start_time: null,
    end_time: null,
    type: 0,
    birthday: null,
    sex: 0,
    language: 'zh-CN' as const,
    mold: [],
    money: 0,
    power: 0,
    phone: null,
    email: 'o***@example.com',
    operator,
  };
}

/** The upload requests the page sent: their URL (with the query) and the multipart body. */
export function uploads() {
  return fakeApi
    .calls(API.adminImport)
    .filter((call) => call.method === 'POST')
    .map((call) => ({ url: call.url, body: call.body as FormData }));
}

/** A file of the given size without allocating it (happy-dom's File reports the blob's size). */
export function sizedFile(name: string, size: number, content = 'asin\n'): File {
  const file = new File([content], name, { type: 'text/csv' });
  if (size !== content.length) Object.defineProperty(file, 'size', { value: size });
  return file;
}
