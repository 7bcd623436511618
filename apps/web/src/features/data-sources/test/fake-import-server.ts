import { API, type CatalogSources, type ImportRun } from '@asinasin/contract';
import type { Mock } from 'vitest';
import { jsonResponse } from '../../../test/render';

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
export function fakeImportServer(fetchMock: Mock<typeof fetch>, server: FakeImportServer) {
  const runs = [...(server.runs ?? [importRun()])];
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const ok = (data: unknown) => Promise.resolve(jsonResponse({ code: 1, msg: '', data }));
    switch (url.pathname) {
      case API.info:
        return ok({ user: sessionUser(server.operator) });
      case API.catalogSources:
        return ok(SOURCES);
      case API.adminImport: {
        if (init?.method !== 'POST') break;
        const fail = server.uploadFails;
        if (fail)
          return Promise.resolve(jsonResponse({ code: fail.code, msg: fail.msg, data: null }, fail.status));
        return ok({ runId: runs[0]!.runId });
      }
      case API.adminImportRun:
        return ok(runs.length > 1 ? runs.shift() : runs[0]);
      case API.adminImportRuns: {
        const list = server.list ?? [];
        return ok({ rows: list, total: list.length });
      }
    }
    return Promise.resolve(jsonResponse({ code: 404, msg: `no fake for ${url.pathname}`, data: null }, 404));
  });
}

function sessionUser(operator: boolean) {
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
    language: 'zh-CN',
    mold: [],
    money: 0,
    power: 0,
    phone: null,
    email: 'o***@example.com',
    operator,
  };
}

/** The upload requests the page sent: their URL (with the query) and the multipart body. */
export function uploads(fetchMock: Mock<typeof fetch>) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input).startsWith(API.adminImport + '?') && init?.method === 'POST')
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      body: init!.body as FormData,
    }));
}

/** A file of the given size without allocating it (happy-dom's File reports the blob's size). */
export function sizedFile(name: string, size: number, content = 'asin\n'): File {
  const file = new File([content], name, { type: 'text/csv' });
  if (size !== content.length) Object.defineProperty(file, 'size', { value: size });
  return file;
}
