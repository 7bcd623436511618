import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The keyword screens' messages (mining, reverse ASIN): loaded with their routes. */
export const MESSAGES = defineNamespace('keywords', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    keywords: typeof zhCN;
  }
}
