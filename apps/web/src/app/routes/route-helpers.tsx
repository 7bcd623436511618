import type { RouteObject } from 'react-router';
import type { FeatureKey } from '../../i18n/keys';
import type { RouteHandle, RouteTag } from '../../lib/routing/route-handle';
import { redirectRoute } from '../../lib/routing/route-builders';

/** A route whose feature a later issue builds: the shared NotBuiltYet page naming it. */
export function notBuilt(path: string | undefined, feature: FeatureKey, tag?: RouteTag): RouteObject {
  const handle: RouteHandle = { feature, notBuilt: true, ...(tag ? { tag } : {}) };
  const lazy: RouteObject['lazy'] = async () => {
    const { NotBuiltYet } = await import('../../components/not-built-yet');
    return { Component: () => <NotBuiltYet feature={feature} /> };
  };
  return (path === undefined ? { index: true, handle, lazy } : { path, handle, lazy }) as RouteObject;
}

/** `<section>/index` style pages: the index route redirects to the literal `index` child. */
export function indexChild(feature: FeatureKey, tag?: RouteTag): RouteObject[] {
  return [redirectRoute('index', { index: true }), notBuilt('index', feature, tag)];
}
