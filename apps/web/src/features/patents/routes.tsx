import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { FeatureNamespace } from '../../i18n/namespaces';
import { lazyPage } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

/** The trademark feature's box for the /patent page's tab; the route table passes it in. */
export interface TrademarkTab {
  /** loaded with the page, so the tab stays out of the first load */
  loadTab: () => Promise<ComponentType>;
  messages: FeatureNamespace;
}

/**
 * /patent and /patent-new (SPEC §2): design-patent search (with the trademark tab) and the newest.
 * The trademark tab comes from the route table, so neither feature imports the other.
 */
export function patentRoutes(trademark: TrademarkTab): RouteObject[] {
  return [
    {
      path: 'patent',
      handle: { tag: 'ai_pantent' },
      lazy: lazyPage(
        () => Promise.all([import('./pages/patent-page'), trademark.loadTab()]),
        ([m, Tab]) =>
          function PatentRoute() {
            return <m.PatentPage trademarkTab={<Tab />} />;
          },
        [MESSAGES, trademark.messages],
      ),
    },
    {
      path: 'patent-new',
      handle: { tag: 'ai_pantent_new' },
      lazy: lazyPage(
        () => import('./pages/patent-new-page'),
        (m) => m.PatentNewPage,
        [MESSAGES],
      ),
    },
  ];
}
