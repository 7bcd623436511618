import type { RouteObject } from 'react-router';
import { UPLOAD_MESSAGES } from '../../components/upload/i18n';
import { lazyPage } from '../../lib/routing/route-builders';
import { MESSAGES } from './i18n';

const NAMESPACES = [MESSAGES, UPLOAD_MESSAGES];

const hub = lazyPage(
  () => import('./pages/images-hub-page'),
  (m) => m.ImagesHubPage,
  NAMESPACES,
);
const check = lazyPage(
  () => import('./pages/image-check-page'),
  (m) => m.ImageCheckPage,
  NAMESPACES,
);
const optimizer = lazyPage(
  () => import('./pages/image-optimizer-page'),
  (m) => m.ImageOptimizerPage,
  NAMESPACES,
);

/** /picture with its index, wise (compliance check) and change (optimizer) (SPEC §2). */
export const pictureRoutes: RouteObject[] = [
  { index: true, handle: { feature: 'picture' }, lazy: hub },
  { path: 'index', handle: { feature: 'picture' }, lazy: hub },
  { path: 'wise', handle: { feature: 'pictureWise' }, lazy: check },
  { path: 'change', handle: { feature: 'pictureChange' }, lazy: optimizer },
];

/** /ai/image/optimizer. */
export const imageOptimizerRoutes: RouteObject[] = [
  { path: 'image/optimizer', handle: { feature: 'imageOptimizer', tag: 'ai_img' }, lazy: optimizer },
];
