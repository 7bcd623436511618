import type { ReportSection } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { allowedNumbers, flaggedSentences } from './flag-numbers.js';
import { formatNumber, offlineSummary } from './offline-summary.js';

const figure = (key: string, value: number | string) => ({
  key,
  value,
  band: null,
  unit: null,
  source: null,
  missing: null,
});
const sections: ReportSection[] = [
  {
    key: 'overview',
    figures: [
      figure('price', 22.685757),
      figure('currency', 'USD'),
      figure('rating', 4.456),
      figure('ratingCount', 12345.4),
      figure('estimatedMonthlySales', 1234.5678),
    ],
    tables: [],
    charts: [],
    missing: [],
  },
];

describe('the rule-written summary’s numbers', () => {
  it('rounds by size and groups thousands in the reader’s language', () => {
    expect(formatNumber(22.685757, 'en-US')).toBe('22.69');
    expect(formatNumber(19.99, 'en-US')).toBe('19.99');
    expect(formatNumber(4.456, 'zh-CN')).toBe('4.46');
    expect(formatNumber(1234.5678, 'zh-CN')).toBe('1,235');
    expect(formatNumber(0.4213, 'en-US')).toBe('0.42');
  });

  it.each(['zh-CN', 'en-US'] as const)('prints no raw long decimal and flags nothing (%s)', (language) => {
    const text = offlineSummary('asin', sections, language);
    expect(text).not.toMatch(/\d\.\d{3,}/);
    expect(text).toContain('22.69');
    expect(text).toContain('12,345');
    const values = sections[0]!.figures.map((f) => f.value).filter((v): v is number => typeof v === 'number');
    expect(flaggedSentences(text, allowedNumbers(values, []))).toEqual([]);
  });
});
