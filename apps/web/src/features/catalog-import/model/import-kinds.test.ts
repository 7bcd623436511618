import { IMPORT_KINDS } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '@asinasin/contract';
import { fileProblem, GUIDE_ORDER, IMPORT_GUIDE } from './import-kinds';

describe('import kinds', () => {
  it('guides every kind the server imports, once', () => {
    expect([...GUIDE_ORDER].sort()).toEqual([...IMPORT_KINDS].sort());
    for (const kind of IMPORT_KINDS) expect(IMPORT_GUIDE[kind].kind).toBe(kind);
  });

  it('takes a file of the kind’s type up to the limit, and names what is wrong otherwise', () => {
    expect(fileProblem('products', { name: 'Keepa Export.CSV', size: 10 })).toBeNull();
    expect(fileProblem('products', { name: 'a.csv', size: MAX_IMPORT_BYTES })).toBeNull();
    expect(fileProblem('products', { name: 'a.csv', size: MAX_IMPORT_BYTES + 1 })).toBe('tooLarge');
    expect(fileProblem('products', { name: 'a.csv', size: 0 })).toBe('empty');
    expect(fileProblem('products', { name: 'a.xlsx', size: 10 })).toBe('wrongType');
    expect(fileProblem('search-terms', { name: 'report.json', size: 10 })).toBeNull();
    expect(fileProblem('pages', { name: 'page.htm', size: 10 })).toBeNull();
    expect(fileProblem('pages', { name: 'page.csv', size: 10 })).toBe('wrongType');
  });

  it('asks the marketplace and dates only of the Business Report', () => {
    const needing = IMPORT_KINDS.filter((kind) => IMPORT_GUIDE[kind].needsDates);
    expect(needing).toEqual(['business-report']);
    expect(IMPORT_GUIDE['business-report'].marketplace).toBe('required');
  });
});
