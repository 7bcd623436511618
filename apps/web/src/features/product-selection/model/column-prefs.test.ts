import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COLUMNS_STORAGE_KEY, DEFAULT_COLUMNS, readColumns, useColumnChoice } from './column-prefs';

afterEach(() => window.localStorage.clear());

describe('column choice', () => {
  it('shows the default columns until the seller chooses, the extra ones hidden', () => {
    expect(readColumns()).toEqual(DEFAULT_COLUMNS);
    expect(DEFAULT_COLUMNS).toContain('sales30d');
    expect(DEFAULT_COLUMNS).not.toContain('badges');
  });

  it("keeps the seller's choice in this browser, in the table's order, and a reset forgets it", () => {
    const first = renderHook(() => useColumnChoice());
    act(() => first.result.current.choose(['sales30d', 'brand', 'badges']));
    expect(first.result.current.visible).toEqual(['brand', 'sales30d', 'badges']);
    expect(JSON.parse(window.localStorage.getItem(COLUMNS_STORAGE_KEY)!)).toEqual([
      'brand',
      'sales30d',
      'badges',
    ]);

    // another visit (a new mount) starts from the stored choice
    const again = renderHook(() => useColumnChoice());
    expect(again.result.current.visible).toEqual(['brand', 'sales30d', 'badges']);
    act(() => again.result.current.reset());
    expect(again.result.current.visible).toEqual(DEFAULT_COLUMNS);
    expect(window.localStorage.getItem(COLUMNS_STORAGE_KEY)).toBeNull();
  });

  it('falls back to the default on a broken value and drops columns this version does not know', () => {
    window.localStorage.setItem(COLUMNS_STORAGE_KEY, '{not json');
    expect(readColumns()).toEqual(DEFAULT_COLUMNS);
    window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify({ price: true }));
    expect(readColumns()).toEqual(DEFAULT_COLUMNS);
    window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(['price', 'secretColumn', 7]));
    expect(readColumns()).toEqual(['price']);
    // a seller may hide every optional column: the product still shows
    window.localStorage.setItem(COLUMNS_STORAGE_KEY, '[]');
    expect(readColumns()).toEqual([]);
  });
});
