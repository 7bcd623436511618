import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The hot markets' messages: loaded with their routes, in the current language. */
export const MESSAGES = defineNamespace('markets', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    markets: typeof zhCN;
  }
}
