import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The AI report screens' messages (ASIN and market analysis, online views): loaded with their routes. */
export const MESSAGES = defineNamespace('reports', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    reports: typeof zhCN;
  }
}
