import { API, type AbaImportedPeriod } from '@asinasin/contract';
import type { ApiData } from '../../../test/api-responses';
import { failure, fakeApi } from '../../../test/fake-api';

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
  answers: { [K in keyof typeof API]?: ApiData<(typeof API)[K]> },
  fail: Partial<Record<keyof typeof API, { status: number; code: number; msg: string }>> = {},
) {
  for (const [name, data] of Object.entries(answers))
    fakeApi.on(API[name as keyof typeof API], data as never);
  for (const [name, { status, code, msg }] of Object.entries(fail)) {
    fakeApi.on(API[name as keyof typeof API], failure(code, msg, status));
  }
}
