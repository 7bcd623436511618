import type { TFunction } from 'i18next';

/**
 * A server `why` code in words: `image`, `title:<word>`, or the field that matched (applicant,
 * designer, agency, agent, applicantAddress, class). docs/data/design-patents.md lists them.
 */
export function whyText(t: TFunction<'patents'>, code: string): string {
  if (code.startsWith('title:')) return t('patents.why.title', { word: code.slice('title:'.length) });
  switch (code) {
    case 'image':
    case 'applicant':
    case 'designer':
    case 'agency':
    case 'agent':
    case 'applicantAddress':
    case 'class':
      return t(`patents.why.${code}`);
    default:
      return code;
  }
}

/** 0..1 as a whole percentage. */
export const percentOf = (score: number) => Math.round(score * 100);
