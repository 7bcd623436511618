import { describe, expect, it } from 'vitest';
import { decimalMarkOfLanguage, parseDecimal, parseInteger } from './numbers.js';

describe('parseInteger (counts and ranks: every mark groups thousands)', () => {
  it.each([
    ['5.182 valoraciones', 5182],
    ['21,200 ratings', 21200],
    ['23.496', 23496],
    ['1 234 évaluations', 1234],
    ['1\u202f234', 1234],
    ['nº1,643,215 en Hogar y cocina', 1643215],
    ['Nr. 1.234.207 in Küche', 1234207],
    ['105 customer reviews', 105],
    ['(1.2K)', 1200],
    ['1K+ bought in past month', 1000],
    ['4 Kilogramm', 4],
  ])('%s → %d', (text, expected) => expect(parseInteger(text)).toBe(expected));

  it.each([null, undefined, '', 'keine Bewertung', '—'])('%s → null', (text) =>
    expect(parseInteger(text)).toBeNull(),
  );
});

describe('parseDecimal (prices, stars, measures)', () => {
  it.each([
    ['1.139,00', 1139],
    ['1,139.00', 1139],
    ['1 139,00', 1139],
    ['1\u00a0139,00 €', 1139],
    ['1.234.567', 1234567],
    ['4,5', 4.5],
    ['2.95', 2.95],
    ['€149,00', 149],
    ['1.139,00TL', 1139],
    ['0.353 ounces', 0.353],
    ['13,8 x 23 x 30 cm', 13.8],
  ])('%s → %d', (text, expected) => expect(parseDecimal(text)).toBe(expected));

  it('reads a single mark before three digits by the page language, and as thousands without one', () => {
    expect(parseDecimal('1.102 pounds', '.')).toBe(1.102);
    expect(parseDecimal('1.102 Pfund', ',')).toBe(1102);
    expect(parseDecimal('1,102 kg', ',')).toBe(1.102);
    expect(parseDecimal('1.139')).toBe(1139);
  });

  it('is null without a number', () => {
    expect(parseDecimal('Preis nicht verfügbar')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });
});

describe('decimalMarkOfLanguage', () => {
  it.each([
    ['de-de', ','],
    ['fr-FR', ','],
    ['es-es', ','],
    ['tr-tr', ','],
    ['en-gb', '.'],
    ['ja-jp', '.'],
  ])('%s → %s', (tag, mark) => expect(decimalMarkOfLanguage(tag)).toBe(mark));
  it('is null without a language', () => {
    expect(decimalMarkOfLanguage(undefined)).toBeNull();
    expect(decimalMarkOfLanguage('??')).toBeNull();
  });
});
