import { parseDecimal, type DecimalMark } from './numbers.js';

export type WeightUnit = 'g' | 'kg' | 'oz' | 'lb';
export type LengthUnit = 'mm' | 'cm' | 'm' | 'in' | 'ft';
/** Whether a figure is of the item itself or of its package (shipping weight, package dimensions). */
export type MeasuredThing = 'item' | 'package';

export interface Weight {
  value: number;
  unit: WeightUnit;
}
export interface Dimensions {
  length: number;
  width: number;
  height: number;
  unit: LengthUnit;
}

/** Unit words in the languages of the marketplaces, lower case; checked longest first. */
const WEIGHT_UNITS: ReadonlyArray<readonly [string, WeightUnit]> = [
  ['kilogramos', 'kg'],
  ['kilogrammes', 'kg'],
  ['kilogramm', 'kg'],
  ['kilograms', 'kg'],
  ['kilogrammi', 'kg'],
  ['kilogram', 'kg'],
  ['kilogramo', 'kg'],
  ['kilo', 'kg'],
  ['キログラム', 'kg'],
  ['kg', 'kg'],
  ['grammes', 'g'],
  ['gramos', 'g'],
  ['grammi', 'g'],
  ['gramm', 'g'],
  ['grams', 'g'],
  ['gram', 'g'],
  ['gramo', 'g'],
  ['grammo', 'g'],
  ['グラム', 'g'],
  ['gr', 'g'],
  ['g', 'g'],
  ['ounces', 'oz'],
  ['ounce', 'oz'],
  ['onzas', 'oz'],
  ['onces', 'oz'],
  ['unzen', 'oz'],
  ['once', 'oz'],
  ['oz', 'oz'],
  ['オンス', 'oz'],
  ['pounds', 'lb'],
  ['pound', 'lb'],
  ['libras', 'lb'],
  ['livres', 'lb'],
  ['pfund', 'lb'],
  ['libbre', 'lb'],
  ['lbs', 'lb'],
  ['lb', 'lb'],
  ['ポンド', 'lb'],
];
const LENGTH_UNITS: ReadonlyArray<readonly [string, LengthUnit]> = [
  ['millimeters', 'mm'],
  ['millimetres', 'mm'],
  ['millimeter', 'mm'],
  ['millimètres', 'mm'],
  ['milímetros', 'mm'],
  ['millimetri', 'mm'],
  ['mm', 'mm'],
  ['ミリ', 'mm'],
  ['centimeters', 'cm'],
  ['centimetres', 'cm'],
  ['centimeter', 'cm'],
  ['zentimeter', 'cm'],
  ['centimètres', 'cm'],
  ['centímetros', 'cm'],
  ['centimetri', 'cm'],
  ['cm', 'cm'],
  ['センチ', 'cm'],
  ['inches', 'in'],
  ['inch', 'in'],
  ['zoll', 'in'],
  ['pouces', 'in'],
  ['pulgadas', 'in'],
  ['pollici', 'in'],
  ['in', 'in'],
  ['"', 'in'],
  ['″', 'in'],
  ['インチ', 'in'],
  ['feet', 'ft'],
  ['foot', 'ft'],
  ['ft', 'ft'],
  ['meters', 'm'],
  ['metres', 'm'],
  ['meter', 'm'],
  ['mètres', 'm'],
  ['metros', 'm'],
  ['metri', 'm'],
  ['m', 'm'],
];

const NUMBER = '(\\d[\\d.,\\u00a0\\u202f ]*\\d|\\d)';

function unitAt<U>(text: string, units: ReadonlyArray<readonly [string, U]>): U | null {
  const lower = text.toLowerCase();
  for (const [word, unit] of units) {
    if (!lower.startsWith(word)) continue;
    const next = lower.charAt(word.length);
    // "g" must not be the start of another word ("grande"); Japanese units have no word boundary.
    if (/[a-zà-ÿ]/.test(next) && /^[a-z]/.test(word)) continue;
    return unit;
  }
  return null;
}

/** The first "number unit" weight in the text: "4.2 ounces", "118 Gramm", "1,6 kg", "6.2 Kilograms". */
export function parseWeight(
  text: string | null | undefined,
  decimalMark: DecimalMark | null = null,
): Weight | null {
  if (!text) return null;
  const pattern = new RegExp(`${NUMBER}\\s*(?=\\S)`, 'g');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const unit = unitAt(text.slice(match.index + match[0].length), WEIGHT_UNITS);
    if (!unit) continue;
    const value = parseDecimal(match[1], decimalMark);
    if (value !== null) return { value, unit };
  }
  return null;
}

/**
 * Three sizes and a unit: "10 x 8 x 3 cm", "6.5 x 4.1 x 2.6 inches", "13,8 x 23 x 30 cm; 1,6 kg",
 * '10"L x 8"W x 3"H', "10 cm x 8 cm x 3 cm". Kept in the order the page prints them (length, width,
 * height); null without a unit, since a size without one would be a guess.
 */
export function parseDimensions(
  text: string | null | undefined,
  decimalMark: DecimalMark | null = null,
): Dimensions | null {
  if (!text) return null;
  const size = '(\\d+(?:[.,]\\d+)?)';
  const by = '([^\\dx×*;]{0,14})[x×*]\\s*';
  const match = new RegExp(`${size}${by}${size}${by}${size}([^;,(]*)`, 'i').exec(text);
  if (!match) return null;
  const [length, width, height] = [match[1], match[3], match[5]].map((part) =>
    parseDecimal(part, decimalMark),
  );
  // The unit follows the last size, after an optional side letter ("3 cm", '3"H', "3H cm").
  const tail = (match[6] ?? '').trim();
  const unit =
    unitAt(tail, LENGTH_UNITS) ??
    unitAt(tail.replace(/^[LWHBTP](?![a-z])\s*/i, ''), LENGTH_UNITS) ??
    unitAt((match[2] ?? '').trim(), LENGTH_UNITS);
  if (unit === null || length == null || width == null || height == null) return null;
  return { length, width, height, unit };
}
