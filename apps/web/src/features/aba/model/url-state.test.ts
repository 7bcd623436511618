import type { AbaImportedPeriod } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import {
  parsePeriod,
  rankRangeError,
  readInt,
  readMarketplace,
  readPercent,
  resolveEarlier,
  resolveReport,
  withParams,
} from './url-state';

const source = [{ runId: 1, fileName: 'w.json', importedAt: '2024-06-20T10:00:00.000Z' }];
const imported: AbaImportedPeriod[] = [
  { department: 'Amazon.com', start: '2024-06-16', end: '2024-06-22', terms: 4, sources: source },
  { department: 'Amazon.com', start: '2024-06-09', end: '2024-06-15', terms: 6, sources: source },
  { department: 'Kitchen', start: '2024-06-09', end: '2024-06-15', terms: 1, sources: source },
  { department: 'Amazon.com', start: '2024-06-02', end: '2024-06-08', terms: 6, sources: source },
];
const q = (text: string) => new URLSearchParams(text);

describe('ABA URL state', () => {
  it('reads periods, numbers and per cents, ignoring what the URL gets wrong', () => {
    expect(parsePeriod('2024-06-02_2024-06-08')).toEqual({ start: '2024-06-02', end: '2024-06-08' });
    expect(parsePeriod('2024-06-08_2024-06-02')).toBeUndefined();
    expect(parsePeriod('june')).toBeUndefined();
    expect(readInt(q('rankMax=100000'), 'rankMax')).toBe(100_000);
    expect(readInt(q('rankMax=-5'), 'rankMax')).toBeUndefined();
    expect(readInt(q('rankMax=0'), 'rankMax')).toBeUndefined();
    expect(readInt(q('rankMax=1e5'), 'rankMax')).toBeUndefined();
    expect(readPercent(q('maxConc=30'), 'maxConc')).toBe(0.3);
    expect(readPercent(q('maxConc=12.5'), 'maxConc')).toBe(0.125);
    expect(readPercent(q('maxConc=lots'), 'maxConc')).toBeUndefined();
    expect(readMarketplace(q('marketplace=UK'))).toBe('UK');
    expect(readMarketplace(q('marketplace=TR'))).toBe('US');
    expect(rankRangeError(500, 50)).toBe(true);
    expect(rankRangeError(50, undefined)).toBe(false);
  });

  it("chooses the URL's report when imported, else the latest of Amazon's all-store department", () => {
    expect(resolveReport(q(''), [])).toBeNull();
    const latest = resolveReport(q(''), imported)!;
    expect(latest).toMatchObject({
      department: 'Amazon.com',
      period: { start: '2024-06-16', end: '2024-06-22' },
      departments: ['Amazon.com', 'Kitchen'],
    });
    expect(latest.periods).toHaveLength(3);
    const named = resolveReport(q('department=Kitchen&period=2024-06-09_2024-06-15'), imported)!;
    expect(named).toMatchObject({ department: 'Kitchen', imported: { terms: 1 } });
    const unknown = resolveReport(q('department=Toys&period=2020-01-01_2020-01-07'), imported)!;
    expect(unknown).toMatchObject({ department: 'Amazon.com', period: { start: '2024-06-16' } });
  });

  it('compares with the period just before, or the earlier one the URL names', () => {
    const report = resolveReport(q(''), imported)!;
    expect(resolveEarlier(q(''), report)).toMatchObject({ start: '2024-06-09' });
    expect(resolveEarlier(q('from=2024-06-02_2024-06-08'), report)).toMatchObject({ start: '2024-06-02' });
    // a later "from" is not earlier: the default is used
    expect(resolveEarlier(q('from=2024-06-16_2024-06-22'), report)).toMatchObject({ start: '2024-06-09' });
    const first = resolveReport(q('period=2024-06-02_2024-06-08'), imported)!;
    expect(resolveEarlier(q(''), first)).toBeNull();
  });

  it('changes the URL and goes back to page 1 unless the page is what changes', () => {
    const base = q('marketplace=US&term=garlic&page=3');
    expect(withParams(base, { term: 'lemon' }).toString()).toBe('marketplace=US&term=lemon');
    expect(withParams(base, { term: undefined }).toString()).toBe('marketplace=US');
    expect(withParams(base, { page: 4 }).toString()).toBe('marketplace=US&term=garlic&page=4');
  });
});
