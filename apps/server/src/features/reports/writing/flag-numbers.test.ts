import { describe, expect, it } from 'vitest';
import { allowedNumbers, flaggedSentences } from './flag-numbers.js';

describe('numbers a written report may name', () => {
  const allowed = allowedNumbers([19.99, 4.5, 1234, 0.42], ['2024-06-01', 'B0TEST0001']);

  it('passes sentences that name only the figures, rounded or as a share', () => {
    expect(
      flaggedSentences('It sells at 19.99 USD with a 4.5 rating. It has 1,234 ratings.', allowed),
    ).toEqual([]);
    expect(flaggedSentences('The top brands hold 42% of units. 数据截至 2024-06-01。', allowed)).toEqual([]);
    expect(flaggedSentences('Price about 20 dollars.', allowed)).toEqual([]);
  });

  it('flags each sentence that names a number not among the figures', () => {
    const text = 'It has 1,234 ratings. It sells 5,000 units a month. 评分为 4.5。市场份额 77%。';
    expect(flaggedSentences(text, allowed)).toEqual(['It sells 5,000 units a month.', '市场份额 77%。']);
  });
});
