import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/**
 * The catalog's values and empty states as the research screens show them: loaded with the pages
 * that show catalog data (their routes list it next to their own namespace), never with the first page.
 */
export const CATALOG_MESSAGES = defineNamespace('catalog-values', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    'catalog-values': typeof zhCN;
  }
}
