import { parseDecimal } from './numbers.js';

export interface Money {
  /** In the currency's major unit as the page prints it (7.99 dollars, 1139 yen). */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
}

/**
 * Currency marks as Amazon prints them, longest first so "CDN$" wins over "$". A bare "$" or "¥"
 * depends on the marketplace and is resolved by {@link dollarLike}.
 */
const MARKS: ReadonlyArray<readonly [RegExp, string]> = [
  [/US\$/, 'USD'],
  [/CDN\$|(?<![A-Z])C\$|CA\$/, 'CAD'],
  [/(?<![A-Z])A\$|AU\$/, 'AUD'],
  [/MX\$/, 'MXN'],
  [/(?<![A-Z])R\$/, 'BRL'],
  [/(?<![A-Z])S\$/, 'SGD'],
  [/£|(?<![A-Za-z])GBP(?![A-Za-z])/, 'GBP'],
  [/€|(?<![A-Za-z])EUR(?![A-Za-z])/, 'EUR'],
  [/₹|(?<![A-Za-z])Rs\.?\s?(?=\d)|(?<![A-Za-z])INR(?![A-Za-z])/, 'INR'],
  [/￥|円|(?<![A-Za-z])JPY(?![A-Za-z])/, 'JPY'],
  [/(?<![A-Za-z])AED(?![A-Za-z])|د\.إ/, 'AED'],
  [/(?<![A-Za-z])SAR(?![A-Za-z])|ر\.س/, 'SAR'],
  [/₺|(?<![A-Za-z])(?:TL|TRY)(?![A-Za-z])/, 'TRY'],
  [/(?<![A-Za-z])(?:SEK|kr)(?![A-Za-z])/, 'SEK'],
  [/zł|(?<![A-Za-z])PLN(?![A-Za-z])/, 'PLN'],
  [/(?<![A-Za-z])EGP(?![A-Za-z])/, 'EGP'],
  [/(?<![A-Za-z])USD(?![A-Za-z])/, 'USD'],
  [/(?<![A-Za-z])CAD(?![A-Za-z])/, 'CAD'],
];

/** What a bare "$" or "¥" means on each marketplace (by country code). */
const DOLLAR_BY_MARKETPLACE: Readonly<Record<string, string>> = {
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  MX: 'MXN',
  SG: 'SGD',
  BR: 'BRL',
};

interface CurrencyMark {
  currency: string;
  index: number;
  length: number;
}

function findMark(text: string, marketplace: string | null): CurrencyMark | null {
  for (const [mark, currency] of MARKS) {
    const match = mark.exec(text);
    if (match) return { currency, index: match.index, length: match[0].length };
  }
  // A bare "$" or "¥" means the marketplace's own currency.
  const dollar = text.indexOf('$');
  if (dollar >= 0) {
    const currency = marketplace ? DOLLAR_BY_MARKETPLACE[marketplace] : 'USD';
    return currency ? { currency, index: dollar, length: 1 } : null;
  }
  const yen = text.indexOf('¥');
  if (yen >= 0 && (marketplace === null || marketplace === 'JP'))
    return { currency: 'JPY', index: yen, length: 1 };
  return null;
}

/** The currency a price text names, or null when it names none. */
export function currencyOf(text: string, marketplace: string | null = null): string | null {
  return findMark(text, marketplace)?.currency ?? null;
}

/**
 * A shown price: "$7.99", "EUR 6,37", "149,00 €", "CDN$ 9.99", "AED 1,299.00", "1.139,00TL",
 * "￥1,139", "7 offers from $32.46". The amount is the number written next to the currency mark (after
 * it, else before it); a range ("$5.99 - $9.99") gives its first price. Null without both.
 */
export function parsePrice(text: string | null | undefined, marketplace: string | null = null): Money | null {
  if (!text) return null;
  const mark = findMark(text, marketplace);
  if (!mark) return null;
  const after = text.slice(mark.index + mark.length);
  const before = text.slice(0, mark.index);
  const amountText = /^\s*\d/.test(after) ? after : /(\d[\d.,\u00a0\u202f ]*)\s*$/.exec(before)?.[1];
  const amount = parseDecimal(amountText ?? null);
  return amount === null ? null : { amount, currency: mark.currency };
}
