import { describe, expect, it } from 'vitest';
import { parseDate } from './dates.js';

describe('parseDate', () => {
  it.each([
    ['24 May 2017', '2017-05-24'],
    ['13 August 2012', '2012-08-13'],
    ['1. Oktober 2016', '2016-10-01'],
    ['25. August 2016', '2016-08-25'],
    ['30 septembre 2016', '2016-09-30'],
    ['25 août 2016', '2016-08-25'],
    ['1er janvier 2020', '2020-01-01'],
    ['15 noviembre 2018', '2018-11-15'],
    ['15 de noviembre de 2018', '2018-11-15'],
    ['25 agosto 2016', '2016-08-25'],
    ['May 28, 2016', '2016-05-28'],
    ['Sept. 9 2016', '2016-09-09'],
    ['March 28, 2018', '2018-03-28'],
    ['2016/8/25', '2016-08-25'],
    ['2016年8月25日', '2016-08-25'],
    ['25 Ağustos 2016', '2016-08-25'],
  ])('%s → %s', (text, expected) => expect(parseDate(text)).toBe(expected));

  it.each([
    ['August 2016', 'no day'],
    ['31 February 2016', 'no such day'],
    ['25 Foo 2016', 'no such month'],
    ['', 'empty'],
    ['2016/13/01', 'no such month'],
  ])('%s → null (%s)', (text) => expect(parseDate(text)).toBeNull());
});
