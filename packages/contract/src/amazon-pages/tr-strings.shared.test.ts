import { describe, expect, it } from 'vitest';
import { parsePrice } from './money.js';
import { parseRating, parseRatingCount } from './rating.js';
import { hasSharedData, sharedPage } from './shared-data.test-support.js';

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && char === '\n') {
      rows.push([...row, field.replace(/\r$/, '')]);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** Raw strings scraped from amazon.com.tr Best Sellers pages (tests only: the data has no licence). */
describe.skipIf(!hasSharedData)('Turkish Best Sellers strings (bestsellers_tr_2023)', () => {
  const rows = hasSharedData
    ? csvRows(sharedPage('bestsellers_tr_2023/amazon_tr_bestsellers_2023.csv')).slice(1)
    : [];

  it('reads the first row as a person does', () => {
    const [, , rating, count, price] = rows[0] ?? [];
    expect(parseRating(rating)).toBe(4.7);
    expect(parseRatingCount(count)).toBe(23496);
    expect(parsePrice(price, 'TR')).toEqual({ amount: 1139, currency: 'TRY' });
  });

  it('reads every rating, count and price the pages show, and nothing from "N/A" or the pager text', () => {
    expect(rows.length).toBe(5149);
    for (const [, , rating = '', count = '', price = ''] of rows) {
      const stars = /üzerinden (\d),(\d)$/.exec(rating);
      expect(parseRating(rating)).toBe(stars ? Number(`${stars[1]}.${stars[2]}`) : null);
      expect(parseRatingCount(count)).toBe(/^[\d.]+$/.test(count) ? Number(count.replace(/\./g, '')) : null);
      const money = /^([\d.]+),(\d\d)TL$/.exec(price);
      const expected = money
        ? { amount: Number(`${money[1]?.replace(/\./g, '')}.${money[2]}`), currency: 'TRY' }
        : null;
      expect(parsePrice(price, 'TR')).toEqual(expected);
    }
  });
});
