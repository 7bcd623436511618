import { describe, expect, it } from 'vitest';
import { formatShare } from './share';

describe('formatShare', () => {
  it('writes a click share with one decimal of a per cent, in either language', () => {
    // 0.1234567 as the server rounds it once (to a millionth) reads 12.3 %; rounded a second time
    // to 1/10 000, as the keyword screens once did, it read 12.4 % beside Brand Analytics' 12.3 %
    expect(formatShare(0.123457, 'en-US')).toBe('12.3%');
    expect(formatShare(0.123457, 'zh-CN')).toBe('12.3%');
    expect(formatShare(0.1235, 'en-US')).toBe('12.4%');
    expect(formatShare(1, 'en-US')).toBe('100%');
  });
});
