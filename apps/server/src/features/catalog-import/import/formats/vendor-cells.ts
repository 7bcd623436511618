import {
  currencyOf,
  MARKETPLACE_CURRENCY,
  parseDate,
  parseDecimal,
  parseDimensions,
  parseWeight,
} from '@asinasin/contract';
import { CellError } from '../cells.js';
import type { ProductInput } from '../product-record.js';
import { toCentimetres, toGrams } from '../units.js';
import type { FormatContext } from './product-format.js';

/**
 * Readers of the cells of research tools' exports (Helium 10, Jungle Scout, Keepa): numbers as the
 * tool prints them, with currency marks and the grouping of the export's locale, and the tools'
 * own words for "no value". A value the cell does not give is null; a cell that says something
 * unreadable rejects its row with the column's name.
 */

/** "No value" as the tools write it: N/A (Helium 10), N.A. and -- (Jungle Scout), - (Keepa). */
const NO_VALUE = /^(?:n\/a|n\.a\.?|-+\.?)$/i;

export function vendorText(value: string | undefined): string | null {
  const text = value?.trim();
  return !text || NO_VALUE.test(text) ? null : text;
}

/** One number with currency marks or words around it: "$74,878", "1.139,00 €", "₹1,13,529.99". */
const ONE_NUMBER = /^[^\d-]*(-?)(\d(?:[\d.,'\u00a0\u202f ]*\d)?)[^\d]*$/;

export function vendorNumber(value: string | undefined, column: string): number | null {
  const text = vendorText(value);
  if (text === null) return null;
  const match = ONE_NUMBER.exec(text);
  const number = match ? parseDecimal(match[2]) : null;
  if (number === null) throw new CellError(`${column}: "${text}" is not a number`);
  return match?.[1] ? -number : number;
}

export function vendorCount(value: string | undefined, column: string): number | null {
  const number = vendorNumber(value, column);
  if (number !== null && !Number.isInteger(number)) {
    throw new CellError(`${column}: "${value?.trim()}" is not a whole number`);
  }
  return number;
}

/**
 * A price in the marketplace's money: the currency the cell (or its column's header) names, else
 * the marketplace's own, since these tools show prices in the marketplace's currency.
 */
export function vendorMoney(
  value: string | undefined,
  column: string,
  marketplace: string,
  headerMark: string | null = null,
): { price: number | null; currency: string | null } {
  const amount = vendorNumber(value, column);
  if (amount === null) return { price: null, currency: null };
  const currency =
    currencyOf(value ?? '', marketplace) ??
    (headerMark ? currencyOf(headerMark, marketplace) : null) ??
    MARKETPLACE_CURRENCY[marketplace] ??
    null;
  return { price: amount, currency };
}

const BARE_NUMBER = /^[\d.,]+$/;
const BARE_SIZES = /^[\d.,]+\s*[x×]\s*[\d.,]+\s*[x×]\s*[\d.,]+$/i;

/** "1.26 lb", "13.1 oz", "0.39 kg" in grams; a bare number names no unit, so it gives nothing. */
export function vendorWeight(value: string | undefined, column: string): number | null {
  const text = vendorText(value);
  if (text === null || BARE_NUMBER.test(text)) return null;
  const weight = parseWeight(text);
  if (!weight) throw new CellError(`${column}: "${text}" is not a weight`);
  return toGrams(weight);
}

/** '6.61" x 6.50" x 1.81"', "22.10 x 2.80 x 15.80 cm" in centimetres; sizes without a unit give nothing. */
export function vendorDimensions(value: string | undefined, column: string) {
  const text = vendorText(value);
  const none = { lengthCm: null, widthCm: null, heightCm: null };
  if (text === null || BARE_SIZES.test(text)) return none;
  const dimensions = parseDimensions(text);
  if (!dimensions) throw new CellError(`${column}: "${text}" is not three sizes with a unit`);
  return toCentimetres(dimensions);
}

/** A written date: "Mar 19, 2024", "2024-03-19". */
export function vendorDate(value: string | undefined, column: string): string | null {
  const text = vendorText(value);
  if (text === null) return null;
  const date = parseDate(text);
  if (!date) throw new CellError(`${column}: "${text}" is not a date`);
  return date;
}

/** A US month/day/year date ("03/16/2023"), as Jungle Scout writes them. */
export function usDate(value: string | undefined, column: string): string | null {
  const text = vendorText(value);
  if (text === null) return null;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = match ? `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}` : '';
  const date = new Date(`${iso}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw new CellError(`${column}: "${text}" is not a month/day/year date`);
  }
  return iso;
}

export function vendorFlag(value: string | undefined, column: string): boolean | null {
  const text = vendorText(value)?.toLowerCase();
  if (text === undefined || text === null) return null;
  if (['yes', 'y', 'true'].includes(text)) return true;
  if (['no', 'n', 'false'].includes(text)) return false;
  throw new CellError(`${column}: "${value?.trim()}" is not yes or no`);
}

/** FBA, FBM (or MFN, Merchant) and AMZ (or Amazon) as the tools write them; anything else is unknown. */
export function vendorFulfilment(value: string | undefined): ProductInput['fulfilment'] {
  const text = vendorText(value)?.toUpperCase();
  if (text === 'FBA') return 'FBA';
  if (text === 'FBM' || text === 'MFN' || text === 'MERCHANT') return 'FBM';
  if (text === 'AMZ' || text === 'AMAZON') return 'AMZ';
  return null;
}

/** Amazon itself as a seller: "Amazon", "Amazon.com", "Amazon.co.uk" (not "Amazon Warehouse"). */
export function isAmazonItself(seller: string | null): boolean {
  return seller !== null && /^amazon(?:\.(?:com|co\.uk|de|fr|co\.jp|ca|it|es|in))?$/i.test(seller);
}

export function vendorCountry(value: string | undefined, column: string): string | null {
  const text = vendorText(value);
  if (text === null) return null;
  if (!/^[A-Za-z]{2}$/.test(text))
    throw new CellError(`${column}: "${text}" is not a two-letter country code`);
  return text.toUpperCase();
}

/**
 * The row's marketplace (from its link or locale) checked against the one named for the import;
 * without either the row cannot be placed.
 */
export function rowMarketplace(fromRow: string | null, context: FormatContext): string {
  if (fromRow && context.marketplace && fromRow !== context.marketplace) {
    throw new CellError(`marketplace: the row says ${fromRow}, the import ${context.marketplace}`);
  }
  const marketplace = fromRow ?? context.marketplace;
  if (!marketplace) throw new CellError('marketplace: the row names none; name it for the import');
  return marketplace;
}
