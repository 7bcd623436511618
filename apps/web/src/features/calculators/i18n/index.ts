import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The freight and profit calculators' messages: loaded with their routes. */
export const MESSAGES = defineNamespace('calculators', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    calculators: typeof zhCN;
  }
}
