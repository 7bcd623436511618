import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The Brand Analytics screens' messages: loaded with their routes, in the current language. */
export const MESSAGES = defineNamespace('aba', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    aba: typeof zhCN;
  }
}
