import { describe, expect, it } from 'vitest';
import { graphemeLength, sliceGraphemes, wordsOf } from './text.js';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const oneSweep = (text: string) => [...segmenter.segment(text)].length;

// Clusters that a window edge could cut: flags (regional indicator pairs), ZWJ families, skin
// tones, keycaps, CRLF, Hangul jamo, combining marks, surrogate pairs, and a cluster of 40 marks.
const tricky = [
  '🇨🇳🇺🇸🇯🇵',
  '👨‍👩‍👧‍👦',
  '👍🏽',
  '1️⃣',
  'a\r\nb',
  '\u1100\u1161\u11a8',
  'e\u0301',
  '中文',
  '𝒜',
  `Z${'\u0336'.repeat(40)}`,
  'plain ascii',
];

describe('graphemeLength', () => {
  it('counts as one sweep of Intl.Segmenter does, whatever the window cuts', () => {
    for (let seed = 0; seed < 50; seed++) {
      const text = Array.from({ length: 30 }, (_, i) => tricky[(seed * 7 + i * 3) % tricky.length]).join('');
      for (const window of [1, 2, 3, 5, 8, 13, 256]) {
        expect(graphemeLength(text, window), `seed ${seed}, window ${window}`).toBe(oneSweep(text));
      }
    }
  });

  it('slices without splitting a cluster', () => {
    const text = tricky.join('').repeat(20);
    expect(sliceGraphemes(text, 5)).toBe(
      [...segmenter.segment(text)]
        .slice(0, 5)
        .map((s) => s.segment)
        .join(''),
    );
  });

  it('grows linearly: a text 8 times longer takes well under 64 times as long', () => {
    const time = (length: number) => {
      const text = 'a中👍🏽'.repeat(length / 4);
      const started = performance.now();
      graphemeLength(text);
      return performance.now() - started;
    };
    time(4000);
    const short = Math.max(time(20_000), 1);
    const long = time(160_000);
    // Quadratic would be 64×; the margin is wide so a loaded machine cannot fail it.
    expect(long / short).toBeLessThan(32);
  });
});

describe('wordsOf', () => {
  it('finds the words one sweep finds, with their places, whatever the window cuts', () => {
    const text =
      "Stainless-steel bottle, 750ml — keeps drinks cold 24h! Don't miss: 🇺🇸 e\u0301clair, naïve café. ".repeat(
        6,
      );
    const words = new Intl.Segmenter('en', { granularity: 'word' });
    const expected = [...words.segment(text)].filter((s) => s.isWordLike).map((s) => [s.segment, s.index]);
    for (const window of [4, 7, 16, 1024]) {
      expect(wordsOf(text, 'en', window).map((w) => [w.word, w.index])).toEqual(expected);
    }
  });
});
