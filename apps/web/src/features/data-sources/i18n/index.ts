import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The data sources page's messages: loaded with its route, in the current language. */
export const MESSAGES = defineNamespace('data-sources', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    'data-sources': typeof zhCN;
  }
}
