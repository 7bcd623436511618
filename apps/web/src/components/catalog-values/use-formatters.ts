import type { Language } from '@asinasin/contract';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n';
import { formatNumber } from '../../lib/format';

/** Numbers of the results as `language` writes them. */
export function formatters(language: Language) {
  return {
    number: (value: number, digits = 0) => formatNumber(value, language, { maximumFractionDigits: digits }),
    /** exactly `digits` decimals: a rating of 4 is 4.0 */
    decimal: (value: number, digits: number) =>
      formatNumber(value, language, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    /** a change: +25, −3 (zero without a sign) */
    signed: (value: number) => formatNumber(value, language, { signDisplay: 'exceptZero' }),
    /** a fraction as per cent: 0.253 → +25.3% */
    percent: (value: number) =>
      formatNumber(value, language, {
        style: 'percent',
        maximumFractionDigits: 1,
        signDisplay: 'exceptZero',
      }),
    /** a price in its currency, or a plain amount when the currency is unknown */
    price: (value: number, currency: string | null) => {
      if (!currency)
        return formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      try {
        return formatNumber(value, language, { style: 'currency', currency });
      } catch {
        // not an ISO 4217 code the browser knows: the amount and the code as the data has it
        return `${formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
      }
    },
  };
}

/** Numbers of the results as the interface language writes them. */
export function useFormatters() {
  const language = useLanguage();
  return useMemo(() => formatters(language), [language]);
}
export type Formatters = ReturnType<typeof formatters>;
