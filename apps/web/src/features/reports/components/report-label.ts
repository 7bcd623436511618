import { formatNumber } from '../../../lib/format';
import type { TFunction } from 'i18next';

/**
 * A section's or figure's name in the reader's language. The server names them by key
 * (docs/reports.md); a key this page has no name for yet is shown as it is rather than hidden.
 */
export function reportLabel(t: TFunction<'reports'>, group: 'sections' | 'figures', key: string): string {
  return t(`reports.${group}.${key}` as 'reports.sections.overview', { defaultValue: key });
}

/**
 * A report value as the reader's language writes numbers, at most two decimals (averages come
 * with many), a share as a percentage; text as it is; a value the catalog lacks as a dash.
 */
export function reportValue(
  value: string | number | null,
  language: string,
  unit: 'share' | null = null,
): string {
  if (value === null) return '—';
  if (unit === 'share' && typeof value === 'number')
    return formatNumber(value, language, { style: 'percent', maximumFractionDigits: 1 });
  if (typeof value === 'number') return formatNumber(value, language, { maximumFractionDigits: 2 });
  return value;
}
