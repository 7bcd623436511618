import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/**
 * The checkout's and the payment flow's messages: loaded with the top-up dialog, the payment host
 * and the pages that show a checkout or orders, never with the first page (bench:web).
 */
export const PAYMENT_MESSAGES = defineNamespace('payment', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    payment: typeof zhCN;
  }
}
