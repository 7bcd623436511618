import { hotProductsQuery, keywordMineQuery } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { fieldIssues, formFields, intParam, marketplaceOf } from './url-codec';

describe('the URL codec of the research screens', () => {
  it('takes a marketplace of the contract and falls back to the default for any other', () => {
    expect(marketplaceOf('UK')).toBe('UK');
    expect(marketplaceOf('XX')).toBe('US');
    expect(marketplaceOf('uk')).toBe('US');
    expect(marketplaceOf(null)).toBe('US');
  });

  it('reads a whole number by the contract field’s own bounds', () => {
    const page = hotProductsQuery.shape.page;
    const read = (text: string) => intParam(new URLSearchParams({ page: text }), 'page', page, 1);
    expect(read('3')).toBe(3);
    expect(read('10000')).toBe(10_000);
    expect(read('10001')).toBe(1);
    expect(read('0')).toBe(1);
    expect(read('2.5')).toBe(1);
    expect(read('two')).toBe(1);
    expect(intParam(new URLSearchParams(), 'page', page, 7)).toBe(7);
  });

  it('puts the contract’s issues on the form’s fields, the first of each field, in the screen’s words', () => {
    const parsed = keywordMineQuery.safeParse({
      seed: 'garlic',
      rank: { min: 50, max: 10 },
      wordCount: { min: -1, max: Number.NaN },
    });
    expect(parsed.success).toBe(false);
    const issues = fieldIssues(parsed.error!, ([top, side]) =>
      top === 'rank' || top === 'wordCount' ? [top === 'rank' ? 'rank' : 'words', String(side)] : undefined,
    );
    expect(issues.map(({ name, problem }) => ({ name, problem }))).toEqual([
      { name: ['rank', 'min'], problem: 'minAboveMax' },
      { name: ['words', 'min'], problem: 'negative' },
      { name: ['words', 'max'], problem: 'notNumber' },
    ]);
    expect(formFields(issues, (issue) => `bad: ${issue.problem}`)).toContainEqual({
      name: ['rank', 'min'],
      errors: ['bad: minAboveMax'],
    });
  });
});
