import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The AI listing screens' messages (edit, estimate, copywriting): loaded with their routes. */
export const MESSAGES = defineNamespace('listing', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    listing: typeof zhCN;
  }
}
