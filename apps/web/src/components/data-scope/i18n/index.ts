import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The Data switch of the screens that read search terms: loaded with the routes that show it. */
export const DATA_SCOPE_MESSAGES = defineNamespace('data-scope', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    'data-scope': typeof zhCN;
  }
}
