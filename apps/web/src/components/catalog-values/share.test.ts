import { describe, expect, it } from 'vitest';
import { formatShare } from './share';

describe('formatShare', () => {
  it('writes a click share with one decimal of a per cent, in either language', () => {
    expect(formatShare(0.123456, 'en-US')).toBe('12.3%');
    expect(formatShare(0.123456, 'zh-CN')).toBe('12.3%');
    expect(formatShare(0.1235, 'en-US')).toBe(formatShare(0.123456, 'en-US'));
    expect(formatShare(1, 'en-US')).toBe('100%');
  });
});
