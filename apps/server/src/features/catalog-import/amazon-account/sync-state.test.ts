import { describe, expect, it } from 'vitest';
import { planSearchQueryPerformance, planSync, quarterEndingBy, syncState } from './sync-state.js';

/* What a seller's own sync asks of Search Query Performance (decisions/0067). */
describe('the last whole calendar quarter', () => {
  it('runs from its first day to its last, and a quarter that ends on the day is whole', () => {
    expect(quarterEndingBy('2026-10-31')).toEqual({ start: '2026-07-01', end: '2026-09-30' });
    expect(quarterEndingBy('2026-09-30')).toEqual({ start: '2026-07-01', end: '2026-09-30' });
    expect(quarterEndingBy('2026-09-29')).toEqual({ start: '2026-04-01', end: '2026-06-30' });
    expect(quarterEndingBy('2026-01-31')).toEqual({ start: '2025-10-01', end: '2025-12-31' });
    expect(quarterEndingBy('2024-04-30')).toEqual({ start: '2024-01-01', end: '2024-03-31' });
  });
});

describe('the Search Query Performance a sync plans', () => {
  const asins = ['B0SPAPI001', 'B0SPAPI002'];

  it('asks for the week, the month and the last whole quarter, with the same ASINs', () => {
    const state = planSync(['US'], new Date('2026-11-27T16:00:00Z'));
    const week = state.items.find((item) => item.period === 'WEEK')!;
    const planned = planSearchQueryPerformance(state, week, asins);
    expect(planned.map(({ period, start, end, asins }) => ({ period, start, end, asins }))).toEqual([
      { period: 'WEEK', start: '2026-11-15', end: '2026-11-21', asins: 'B0SPAPI001 B0SPAPI002' },
      { period: 'MONTH', start: '2026-10-01', end: '2026-10-31', asins: 'B0SPAPI001 B0SPAPI002' },
      { period: 'QUARTER', start: '2026-07-01', end: '2026-09-30', asins: 'B0SPAPI001 B0SPAPI002' },
    ]);
    expect(planned.every((item) => !item.done && item.marketplace === 'US')).toBe(true);
  });

  it('asks for the quarter just ended once its last month is the last whole month', () => {
    const state = planSync(['US'], new Date('2026-01-03T00:00:00Z'));
    const week = state.items.find((item) => item.period === 'WEEK')!;
    const quarter = planSearchQueryPerformance(state, week, asins).find((item) => item.period === 'QUARTER');
    expect(quarter).toMatchObject({ start: '2025-10-01', end: '2025-12-31' });
  });

  it('splits the ASINs into the same groups for every period', () => {
    const many = Array.from({ length: 20 }, (_, i) => `B0SPAPI${String(i).padStart(3, '0')}`);
    const state = planSync(['US'], new Date('2026-11-27T16:00:00Z'));
    const week = state.items.find((item) => item.period === 'WEEK')!;
    const planned = planSearchQueryPerformance(state, week, many);
    const groupsOf = (period: string) =>
      planned.filter((item) => item.period === period).map((item) => item.asins);
    expect(groupsOf('WEEK')).toHaveLength(2);
    expect(groupsOf('WEEK').every((group) => group!.length <= 200)).toBe(true);
    expect(groupsOf('QUARTER')).toEqual(groupsOf('WEEK'));
    expect(groupsOf('MONTH')).toEqual(groupsOf('WEEK'));
  });

  it('resumes a saved quarter, and still reads a state saved before quarters or months', () => {
    const saved = {
      items: [
        {
          reportType: 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT',
          marketplace: 'US',
          start: '2026-07-01',
          end: '2026-09-30',
          period: 'QUARTER',
          asins: 'B0SPAPI001',
          reportId: '50012',
          done: false,
        },
        {
          reportType: 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
          marketplace: 'US',
          start: 'a',
          end: 'b',
          done: true,
        },
      ],
    };
    const parsed = syncState.parse(JSON.parse(JSON.stringify(saved)));
    expect(parsed.items[0]).toMatchObject({ period: 'QUARTER', reportId: '50012' });
    expect(parsed.items[1]!.period).toBe('WEEK');
    // no month in a state saved before months were pulled: the week alone
    const old = syncState.parse({ items: [{ ...saved.items[1], done: false }] });
    const planned = planSearchQueryPerformance(old, old.items[0]!, asins);
    expect(planned.map((item) => item.period)).toEqual(['WEEK']);
  });
});
