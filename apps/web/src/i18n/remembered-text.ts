import i18next, { type Namespace } from 'i18next';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Enough for the texts of a few pages of rows; past it the memory starts again. */
const REMEMBERED = 5000;

/**
 * `t` that looks each key and its parameters up once. A table of results asks for the same few
 * texts in every row (a tag's word, "in {{category}}", a unit): i18next resolves the language
 * hierarchy and the namespace on every call, which was a measurable part of a page of rows' render
 * (bench:pages-profile, docs/decisions/0037-speed.md). Give it a `t` fixed to one language (a
 * table's columns are made per language), or use `rememberedFixedT`, which follows the language.
 * A key not loaded yet (its namespace still on its way) is not remembered.
 */
export function rememberText<T>(t: T): T {
  const translate = t as unknown as Translate;
  const seen = new Map<string, string>();
  const remembered: Translate = (key, options) => {
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    const known = seen.get(id);
    if (known !== undefined) return known;
    const text = translate(key, options);
    if (text === key) return text;
    if (seen.size >= REMEMBERED) seen.clear();
    seen.set(id, text);
    return text;
  };
  return remembered as unknown as T;
}

/**
 * i18next's fixed `t` of `namespace` in whatever language the page is in, remembered per language
 * (for code outside React: value cells without a hook of their own).
 */
export function rememberedFixedT<N extends Namespace>(namespace: N) {
  const fixed = i18next.getFixedT<N>(null, namespace);
  const byLanguage = new Map<string, typeof fixed>();
  const translate: Translate = (key, options) => {
    const language = i18next.language;
    let t = byLanguage.get(language);
    if (!t) byLanguage.set(language, (t = rememberText(fixed)));
    return (t as unknown as Translate)(key, options);
  };
  return translate as unknown as typeof fixed;
}
