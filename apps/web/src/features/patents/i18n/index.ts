import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The design-patent screens' messages (/patent and /patent-new). */
export const MESSAGES = defineNamespace('patents', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    patents: typeof zhCN;
  }
}
