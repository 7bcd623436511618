import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The product selection's messages: loaded with its routes (and the home page's), in the current language. */
export const MESSAGES = defineNamespace('product-selection', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    'product-selection': typeof zhCN;
  }
}
