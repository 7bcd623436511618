import { describe, expect, it } from 'vitest';
import { parseDimensions, parseWeight } from './measures.js';

describe('parseWeight', () => {
  it.each([
    ['4.2 ounces', 4.2, 'oz'],
    ['4.2 ounces (View shipping rates and policies)', 4.2, 'oz'],
    ['118 g', 118, 'g'],
    ['118 Gramm', 118, 'g'],
    ['1,6 kg', 1.6, 'kg'],
    ['1,6 kilogramos', 1.6, 'kg'],
    ['6.2 Kilograms', 6.2, 'kg'],
    ['2.2 Pounds', 2.2, 'lb'],
    ['1 pounds', 1, 'lb'],
    ['500 grammes', 500, 'g'],
    ['1,2 Kilogramm', 1.2, 'kg'],
    ['13,8 x 23 x 30 cm; 1,6 kilogramos', 1.6, 'kg'],
    ['10 x 8 x 3 cm ; 118 g', 118, 'g'],
    ['1.5 キログラム', 1.5, 'kg'],
  ])('%s → %d %s', (text, value, unit) => expect(parseWeight(text)).toEqual({ value, unit }));

  it('uses the page decimal mark for "1.102"', () => {
    expect(parseWeight('1.102 pounds', '.')).toEqual({ value: 1.102, unit: 'lb' });
  });

  it.each(['10 x 8 x 3 cm', '1200 vatios', 'Grande', '', '12 Metros'])('%s → null', (text) =>
    expect(parseWeight(text)).toBeNull(),
  );
});

describe('parseDimensions', () => {
  it.each([
    ['10 x 8 x 3 cm', [10, 8, 3, 'cm']],
    ['6.5 x 4.1 x 2.6 inches', [6.5, 4.1, 2.6, 'in']],
    ['13,8 x 23 x 30 cm; 1,6 kilogramos', [13.8, 23, 30, 'cm']],
    ['22.5 x 8 x 4.8 cm; 70 g', [22.5, 8, 4.8, 'cm']],
    ['58 x 36.5 x 31 cm; 6.2 kg', [58, 36.5, 31, 'cm']],
    ['10"L x 8"W x 3"H', [10, 8, 3, 'in']],
    ['10 cm x 8 cm x 3 cm', [10, 8, 3, 'cm']],
    ['10L x 8W x 3H Zentimeter', [10, 8, 3, 'cm']],
    ['120 x 80 x 30 mm', [120, 80, 30, 'mm']],
    ['10 × 8 × 3 cm', [10, 8, 3, 'cm']],
  ] as const)('%s', (text, [length, width, height, unit]) =>
    expect(parseDimensions(text)).toEqual({ length, width, height, unit }),
  );

  it.each(['10 x 8 cm', '10 x 8 x 3', 'Medium', '118 g', ''])(
    '%s → null (not three sizes with a unit)',
    (text) => expect(parseDimensions(text)).toBeNull(),
  );
});
