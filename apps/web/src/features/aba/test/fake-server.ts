import { API, type AbaImportedPeriod } from '@asinasin/contract';
import type { Mock } from 'vitest';
import { jsonResponse } from '../../../test/render';

/** Test data only: a week of a made-up report. */
export const WEEK: AbaImportedPeriod = {
  department: 'Amazon.com',
  start: '2024-06-09',
  end: '2024-06-15',
  terms: 6,
  sources: [{ runId: 7, fileName: 'week-2.json', importedAt: '2024-06-20T10:00:00.000Z' }],
};
export const EARLIER: AbaImportedPeriod = { ...WEEK, start: '2024-06-02', end: '2024-06-08', terms: 5 };

/** Answers each ABA path with its data (envelope code 1), or with `fail` for the paths named. */
export function fakeAba(
  fetchMock: Mock<typeof fetch>,
  answers: Partial<Record<keyof typeof API, unknown>>,
  fail: Partial<Record<keyof typeof API, { status: number; code: number; msg: string }>> = {},
) {
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    const name = (Object.keys(API) as (keyof typeof API)[]).find((key) => API[key] === url);
    const failure = name && fail[name];
    if (failure) {
      const { status, ...envelope } = failure;
      return Promise.resolve(jsonResponse({ ...envelope, data: null }, status));
    }
    if (name && name in answers)
      return Promise.resolve(jsonResponse({ code: 1, msg: '', data: answers[name] }));
    return Promise.resolve(jsonResponse({ code: 404, msg: 'nope', data: null }, 404));
  });
}

/** The bodies sent to one path, parsed. */
export function bodiesOf(fetchMock: Mock<typeof fetch>, path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}
