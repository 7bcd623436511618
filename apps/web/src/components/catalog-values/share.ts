import { useMemo } from 'react';
import type { Language } from '@asinasin/contract';
import { useLanguage } from '../../i18n';
import { formatNumber } from '../../lib/format';

/**
 * A share of a search term's clicks or conversions (0 to 1) as a per cent with one decimal, no
 * sign: 0.123456 → 12.3%. The one way every screen writes Amazon's click shares (Brand Analytics
 * and keyword mining alike; the server rounds them once, decisions/0028).
 */
export function formatShare(value: number, language: Language): string {
  return formatNumber(value, language, { style: 'percent', maximumFractionDigits: 1 });
}

/** formatShare in the seller's language. */
export function useShareFormat(): (value: number) => string {
  const language = useLanguage();
  return useMemo(() => (value: number) => formatShare(value, language), [language]);
}
