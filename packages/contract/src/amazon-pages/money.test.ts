import { describe, expect, it } from 'vitest';
import { currencyOf, parsePrice } from './money.js';

describe('parsePrice', () => {
  it.each([
    ['$7.99', 'US', 7.99, 'USD'],
    ['CDN$ 9.99', 'CA', 9.99, 'CAD'],
    ['$9.99', 'CA', 9.99, 'CAD'],
    ['EUR 6,37', 'DE', 6.37, 'EUR'],
    ['149,00\u00a0€', 'ES', 149, 'EUR'],
    ['€2.95', 'DE', 2.95, 'EUR'],
    ['£6.39', 'UK', 6.39, 'GBP'],
    ['AED 1,299.00', 'AE', 1299, 'AED'],
    ['AED268.98', 'AE', 268.98, 'AED'],
    ['1.139,00TL', 'TR', 1139, 'TRY'],
    ['￥1,139', 'JP', 1139, 'JPY'],
    ['₹1,139', 'IN', 1139, 'INR'],
    ['1 offer from $59.99', 'US', 59.99, 'USD'],
    ['2 Angebote ab 47,58 €', 'DE', 47.58, 'EUR'],
    ['$5.99 - $9.99', 'US', 5.99, 'USD'],
  ])('%s on %s → %d %s', (text, marketplace, amount, currency) =>
    expect(parsePrice(text, marketplace)).toEqual({ amount, currency }),
  );

  it('needs both a currency and an amount', () => {
    expect(parsePrice('7.99', 'US')).toBeNull();
    expect(parsePrice('Currently unavailable.', 'AE')).toBeNull();
    expect(parsePrice('EUR', 'DE')).toBeNull();
    expect(parsePrice(null)).toBeNull();
  });

  it('does not take a bare $ for dollars on a marketplace that has none', () => {
    expect(currencyOf('$12.00', 'AE')).toBeNull();
    expect(currencyOf('US$12.00', 'AE')).toBe('USD');
  });
});
