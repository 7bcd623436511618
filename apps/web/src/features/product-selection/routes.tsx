import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/route-builders';
import { CATALOG_MESSAGES } from '../../components/catalog-values/i18n';
import { MESSAGES } from './i18n';

/** /select/product (inside /select): the product selection page, for signed-in sellers. */
export const productSelectionRoutes: RouteObject[] = [
  {
    path: 'product',
    lazy: lazyPage(
      () => import('./pages/product-selection-page'),
      (m) => m.ProductSelectionPage,
      [MESSAGES, CATALOG_MESSAGES],
    ),
  },
];

/**
 * A layout around the home routes: gives the home page the selection filters to place (the route
 * table nests the home routes in it, so neither feature imports the other).
 */
export function withProductSelection(homeRoutes: RouteObject[]): RouteObject {
  return {
    lazy: lazyPage(
      () => import('./pages/home-selection'),
      (m) => m.HomeWithSelection,
      // the card's title only: the panel brings the catalog's messages with its code, after paint
      MESSAGES,
    ),
    children: homeRoutes,
  };
}
