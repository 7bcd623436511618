import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The watch toggle and the watch list page: loaded with the routes that show them. */
export const WATCH_MESSAGES = defineNamespace('watch-toggle', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    'watch-toggle': typeof zhCN;
  }
}
