import { getLanguage } from '../../i18n';
import { rememberedFixedT } from '../../i18n/remembered-text';
import { formatters } from './use-formatters';

/**
 * The catalog values' words and numbers for cells, read without a hook: a hook per cell subscribes
 * each of hundreds of cells to the language, which made a page of results slow to show. A cell
 * still follows the language, because the table that draws it does (its columns depend on `t`).
 * Each text is looked up once per language and parameters (rememberedFixedT).
 */
export const catalogText = rememberedFixedT('catalog-values');

const byLanguage = new Map<string, ReturnType<typeof formatters>>();

/** The formatters of the page's language, made once per language. */
export function formattersFor(language = getLanguage()) {
  let made = byLanguage.get(language);
  if (!made) byLanguage.set(language, (made = formatters(language)));
  return made;
}
