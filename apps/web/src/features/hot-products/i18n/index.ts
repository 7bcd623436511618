import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** Hot products, product detail and competitor trends: messages loaded with their routes. */
export const MESSAGES = defineNamespace('hot-products', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    'hot-products': typeof zhCN;
  }
}
