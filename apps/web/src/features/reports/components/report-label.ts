import type { TFunction } from 'i18next';

/**
 * A section's or figure's name in the reader's language. The server names them by key
 * (docs/reports.md); a key this page has no name for yet is shown as it is rather than hidden.
 */
export function reportLabel(t: TFunction<'reports'>, group: 'sections' | 'figures', key: string): string {
  return t(`reports.${group}.${key}` as 'reports.sections.overview', { defaultValue: key });
}
