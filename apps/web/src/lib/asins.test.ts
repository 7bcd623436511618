import { describe, expect, it } from 'vitest';
import { parseAsins } from './asins';

describe('ASINs typed or pasted', () => {
  it('splits on newlines, commas and spaces, upper-cases, keeps each once and names the bad ones', () => {
    expect(parseAsins(' b0testaaa1\nB0TESTBBB2,B0TESTAAA1  nope，B1TESTCCC3;B0TESTCCC3 ')).toEqual({
      valid: ['B0TESTAAA1', 'B0TESTBBB2', 'B0TESTCCC3'],
      invalid: ['nope', 'B1TESTCCC3'],
    });
    expect(parseAsins('  , \n')).toEqual({ valid: [], invalid: [] });
    expect(parseAsins('B0GARLIC011')).toEqual({ valid: [], invalid: ['B0GARLIC011'] });
  });
});
