import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The infringement-risk analysis' messages (/products/ai_pantent/index, /ai/tort/query). */
export const MESSAGES = defineNamespace('risk', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    risk: typeof zhCN;
  }
}
