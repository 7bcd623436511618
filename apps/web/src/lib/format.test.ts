import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPowerBalance } from './format';

describe('formatDate', () => {
  it('shows an ISO time as the local calendar day', () => {
    const local = new Date(2026, 10, 29, 23, 30); // 29 Nov 2026, 23:30 local time
    expect(formatDate(local.toISOString())).toBe('2026-11-29');
  });

  it('keeps a bare date as it is, whatever the time zone', () => {
    expect(formatDate('2026-01-01')).toBe('2026-01-01');
  });

  it.each([null, undefined, '', 'not a date', '2026-13-45T99:00:00Z'])('gives undefined for %j', (value) => {
    expect(formatDate(value)).toBeUndefined();
  });
});

describe('formatPowerBalance', () => {
  it.each([
    [12.5, '12.50'],
    [0, '0.00'],
    [null, '0.00'],
    [Number.NaN, '0.00'],
  ])('%j is shown as %s', (value, shown) => {
    expect(formatPowerBalance(value)).toBe(shown);
  });
});

describe('formatNumber', () => {
  it('groups thousands and keeps decimals as the language writes them', () => {
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'zh-CN')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
  });

  it('passes its options on (percent, currency)', () => {
    expect(formatNumber(0.25, 'en-US', { style: 'percent' })).toBe('25%');
    expect(formatNumber(19.99, 'en-US', { style: 'currency', currency: 'GBP' })).toBe('£19.99');
  });
});
