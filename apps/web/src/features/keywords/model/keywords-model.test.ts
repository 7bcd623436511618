import { describe, expect, it } from 'vitest';
import { checkAsins } from './asins';
import { mineQueryOf, readMineState, toggleRoot, writeMineState } from './mine-url';
import { readReverseState, reverseQueryOf, writeReverseState } from './reverse-url';

describe('the miner in the URL', () => {
  it('reads and writes every filter, the click concentration in per cent', () => {
    const url =
      'marketplace=UK&seed=garlic+press&phrase=1&period=2024-01-07%2F2024-01-13&rank.max=5000&words.min=3&click.min=10&click.max=50&include=steel&exclude=kids&sort=wordCount&order=desc&page=2&scope=mine';
    const state = readMineState(new URLSearchParams(url));
    expect(mineQueryOf(state)).toEqual({
      marketplace: 'UK',
      seed: 'garlic press',
      phrase: true,
      period: '2024-01-07/2024-01-13',
      scope: 'mine',
      department: undefined,
      rank: { max: 5000 },
      wordCount: { min: 3 },
      clickConcentration: { min: 0.1, max: 0.5 },
      include: ['steel'],
      exclude: ['kids'],
      sort: 'wordCount',
      order: 'desc',
      page: 2,
      size: 50,
    });
    expect(readMineState(writeMineState(state))).toEqual(state);
  });

  it('ignores what a hand-edited link gets wrong, and runs nothing without a seed', () => {
    const state = readMineState(
      new URLSearchParams(
        'marketplace=TR&period=last&rank.min=-5&click.max=300&words.min=9&words.max=2&sort=x&page=0',
      ),
    );
    expect(state).toMatchObject({
      marketplace: 'US',
      rank: {},
      click: {},
      words: { min: 2, max: 9 },
      sort: 'rank',
      page: 1,
    });
    expect(state.period).toBeUndefined();
    expect(mineQueryOf(state)).toBeNull();
  });

  it('adds a word root to include or exclude, moves it between them, and removes it on a second click', () => {
    const state = readMineState(new URLSearchParams('seed=garlic&page=3'));
    const included = toggleRoot(state, 'press', 'include');
    expect(included).toMatchObject({ include: ['press'], exclude: [], page: 1 });
    const moved = toggleRoot(included, 'press', 'exclude');
    expect(moved).toMatchObject({ include: [], exclude: ['press'] });
    expect(toggleRoot(moved, 'press', 'exclude')).toMatchObject({ include: [], exclude: [] });
  });
});

describe('ASINs typed or pasted', () => {
  it('reads what lib/asins splits, and checks it as a whole', () => {
    expect(checkAsins(' b0garlic01\nB0GARLIC02，b0garlic01  B0GARLIC03;')).toEqual({
      asins: ['B0GARLIC01', 'B0GARLIC02', 'B0GARLIC03'],
    });
  });

  it("says 'ASIN不能为空' for nothing and '错误的ASIN' for one that is not B0 + 8", () => {
    expect(checkAsins('  , \n')).toEqual({ asins: [], problem: 'messages.asinRequired' });
    expect(checkAsins('B0GARLIC01 B1GARLIC02')).toMatchObject({
      problem: 'messages.asinInvalid',
      invalid: 'B1GARLIC02',
    });
    expect(checkAsins('B0GARLIC011')).toMatchObject({ problem: 'messages.asinInvalid' });
  });

  it('keeps the reverse lookup in the URL and calls only with good ASINs', () => {
    const state = readReverseState(
      new URLSearchParams('asins=b0garlic01,B0GARLIC02&view=intersection&sort=asinCount&order=desc'),
    );
    expect(reverseQueryOf(state)).toMatchObject({
      asins: ['B0GARLIC01', 'B0GARLIC02'],
      view: 'intersection',
      sort: 'asinCount',
      order: 'desc',
      page: 1,
    });
    expect(writeReverseState(state).toString()).toBe(
      'marketplace=US&asins=B0GARLIC01%2CB0GARLIC02&view=intersection&sort=asinCount&order=desc',
    );
    expect(reverseQueryOf(readReverseState(new URLSearchParams('asins=B0BAD')))).toBeNull();
    // the data scope: the shared catalog, the seller's own account, or both (the default, unwritten)
    expect(
      reverseQueryOf(readReverseState(new URLSearchParams('asins=B0GARLIC01&scope=shared'))),
    ).toMatchObject({
      scope: 'shared',
    });
    expect(readReverseState(new URLSearchParams('asins=B0GARLIC01&scope=everyone')).scope).toBe('all');
    expect(writeReverseState({ ...state, scope: 'mine' }).get('scope')).toBe('mine');
  });
});
