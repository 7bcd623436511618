import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The shared Upload's own words (its trigger and file list): loaded with the pages that upload. */
export const UPLOAD_MESSAGES = defineNamespace('upload', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    upload: typeof zhCN;
  }
}
