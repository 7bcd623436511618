import type { RouteObject } from 'react-router';
import { CATALOG_MESSAGES } from '../../components/catalog-values/i18n';
import { WATCH_MESSAGES } from '../../components/watch-toggle/i18n';
import { lazyPage } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

/** /products/hot-product (the list by kind). */
export const hotProductRoute: RouteObject = {
  path: 'hot-product',
  handle: { feature: 'hotProduct' },
  lazy: lazyPage(
    () => import('./pages/hot-products-page'),
    (m) => m.HotProductsPage,
    [MESSAGES, CATALOG_MESSAGES],
  ),
};

/** /products/hot-product-detail?marketplace=&asins=: one product's detail, or several compared. */
export const hotProductDetailRoute: RouteObject = {
  path: 'hot-product-detail',
  handle: { feature: 'hotProductDetail', queryAsProps: true },
  lazy: lazyPage(
    () => import('./pages/product-detail-page'),
    (m) => m.ProductDetailPage,
    [MESSAGES, CATALOG_MESSAGES, WATCH_MESSAGES],
  ),
};
