import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import type { FeatureKey } from '../../i18n/keys';
import type { RouteHandle, RouteTag } from './route-handle';

/** Redirects and keeps the query string (e.g. /product?asin=… style links on index routes). */
function RedirectKeepingSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

export function redirectRoute(
  to: string,
  extra: Omit<RouteObject, 'element' | 'children' | 'lazy'> = {},
): RouteObject {
  const handle: RouteHandle = { isRedirect: true };
  return { ...extra, handle, element: <RedirectKeepingSearch to={to} /> } as RouteObject;
}

/** A lazily loaded page module with a named export. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/** A route whose feature a later issue builds: the shared NotBuiltYet page naming it. */
export function notBuilt(path: string | undefined, feature: FeatureKey, tag?: RouteTag): RouteObject {
  const handle: RouteHandle = { feature, ...(tag ? { tag } : {}) };
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
