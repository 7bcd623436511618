import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The billing feature's messages: loaded with its routes, in the current language. */
export const MESSAGES = defineNamespace('billing', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    billing: typeof zhCN;
  }
}
