import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { loadNamespace, type FeatureNamespace } from '../../i18n/namespaces';
import type { RouteHandle } from './route-handle';

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

/**
 * A lazily loaded page with a named export, and the message namespace of its feature: the route
 * renders only once both are there, so the page never flashes raw message keys.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespace?: FeatureNamespace | FeatureNamespace[],
): RouteObject['lazy'] {
  const namespaces = namespace === undefined ? [] : [namespace].flat();
  return async () => {
    const [module] = await Promise.all([load(), ...namespaces.map((name) => loadNamespace(name))]);
    return { Component: pick(module) };
  };
}
