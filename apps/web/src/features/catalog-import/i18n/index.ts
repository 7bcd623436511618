import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** Catalog import's messages (the data sources page): loaded with its route, in the current language. */
export const MESSAGES = defineNamespace('catalog-import', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    'catalog-import': typeof zhCN;
  }
}
