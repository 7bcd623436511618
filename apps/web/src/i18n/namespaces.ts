import { LANGUAGES, toLanguage, type Language } from '@asinasin/contract';
import i18next from 'i18next';

/**
 * The message namespaces of the features, one per feature, loaded with its lazy route. A feature
 * adds its own entry (so no shared file grows with every feature):
 *
 *   declare module '../../../i18n/namespaces' {
 *     interface FeatureNamespaces { auth: typeof zhCN }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureNamespaces {}
export type FeatureNamespace = keyof FeatureNamespaces & string;

/** The common namespace: shell, menu, errors and common words, bundled with the entry. */
export const COMMON_NAMESPACE = 'translation';

type Bundle = Record<string, unknown>;
export type NamespaceLoaders = Record<Language, () => Promise<{ default: Bundle }>>;

const loaders = new Map<string, NamespaceLoaders>();
/** Namespaces some page has asked for: a language switch loads them in the new language first. */
const used = new Set<string>();
const pending = new Map<string, Promise<void>>();

/** Registers a feature's namespace with one dynamic import per language (one chunk each). */
export function defineNamespace<N extends FeatureNamespace>(name: N, load: NamespaceLoaders): N {
  loaders.set(name, load);
  return name;
}

function currentLanguage(): Language {
  return toLanguage(i18next.resolvedLanguage ?? i18next.language);
}

/** Adds a namespace's bundle for a language to i18next, once; resolves when it is there. */
export function loadNamespace(name: FeatureNamespace, language: Language = currentLanguage()): Promise<void> {
  const load = loaders.get(name);
  if (!load) return Promise.reject(new Error(`message namespace "${name}" is not defined`));
  used.add(name);
  if (i18next.hasResourceBundle(language, name)) return Promise.resolve();
  const key = `${language}/${name}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = load[language]()
      .then(({ default: bundle }) => {
        i18next.addResourceBundle(language, name, bundle, true, true);
      })
      .finally(() => pending.delete(key));
    pending.set(key, loading);
  }
  return loading;
}

/** Before switching language: every namespace in use, in the new language. */
export async function loadUsedNamespaces(language: Language): Promise<void> {
  await Promise.all([...used].map((name) => loadNamespace(name as FeatureNamespace, language)));
}

/** Every defined namespace in every language (tests render pages without their routes). */
export async function loadAllNamespaces(): Promise<void> {
  const names = [...loaders.keys()] as FeatureNamespace[];
  await Promise.all(names.flatMap((name) => LANGUAGES.map((language) => loadNamespace(name, language))));
}

export function definedNamespaces(): string[] {
  return [...loaders.keys()];
}
