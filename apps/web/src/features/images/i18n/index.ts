import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The image tools' messages (/picture, /ai/image/optimizer): loaded with their routes. */
export const MESSAGES = defineNamespace('images', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    images: typeof zhCN;
  }
}
