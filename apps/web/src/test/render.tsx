import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '../app/providers';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders routes in a memory router inside the app's providers (theme, i18n, antd App, query). */
export function renderRoutes(
  routes: RouteObject[],
  initialPath = '/',
  queryClient = testQueryClient(),
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient } {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element at a path (for components that use router hooks). */
export function renderWithApp(element: ReactNode, path = '/', queryClient = testQueryClient()) {
  return renderRoutes([{ path: '*', element }], path, queryClient);
}

/** A fetch stub answering with the envelope {code, msg, data}. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
