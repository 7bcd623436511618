import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/** The account feature's messages (login, register, reset, user center): loaded with its routes. */
export const MESSAGES = defineNamespace('account', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    account: typeof zhCN;
  }
}
