import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The trademark screens' messages (/trademark and the /patent page's trademark tab). */
export const MESSAGES = defineNamespace('trademarks', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    trademarks: typeof zhCN;
  }
}
