import { defineNamespace } from '../../../i18n/namespaces';
import type zhCN from './zh-CN.json';

/**
 * Billing's messages (orders, checkout, payment flow): loaded with the top-up dialog, the payment
 * host and the pages that show a checkout or orders, never with the first page (bench:web).
 */
export const MESSAGES = defineNamespace('billing', {
  'zh-CN': () => import('./zh-CN.json'),
  'en-US': () => import('./en-US.json'),
});

declare module '../../../i18n/namespaces' {
  interface FeatureNamespaces {
    billing: typeof zhCN;
  }
}
