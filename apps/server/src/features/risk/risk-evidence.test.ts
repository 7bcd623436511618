import { describe, expect, it } from 'vitest';
import { HIGH_SIMILARITY, MEDIUM_SIMILARITY, patentLevel } from './risk-evidence.js';

describe('drawing risk bands (docs/risk.md "Drawing bands", measured on the shared drawings)', () => {
  it('uses the measured thresholds: high from 0.89, medium from 0.83, a title match never above low', () => {
    expect([HIGH_SIMILARITY, MEDIUM_SIMILARITY]).toEqual([0.89, 0.83]);
    expect(patentLevel(0.95)).toBe('high');
    expect(patentLevel(0.89)).toBe('high');
    expect(patentLevel(0.889)).toBe('medium');
    expect(patentLevel(0.83)).toBe('medium');
    expect(patentLevel(0.829)).toBe('low');
    expect(patentLevel(null)).toBe('low');
  });
});
