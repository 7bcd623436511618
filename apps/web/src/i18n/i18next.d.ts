import 'i18next';
import type zhCN from './zh-CN.json';
import type { FeatureNamespaces } from './namespaces';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /** a feature's `t` also finds the common words, menu and errors */
    fallbackNS: 'translation';
    resources: { translation: typeof zhCN } & FeatureNamespaces;
  }
}
