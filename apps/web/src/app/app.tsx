import { useEffect, useState } from 'react';
// The DOM's RouterProvider: it can write a URL in one synchronous render (navigate's flushSync).
import { RouterProvider } from 'react-router/dom';
import { Providers, createQueryClient } from './providers';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  // The prerendered home page's styles (build/prerender-home.ts) served until the live page was
  // drawn; Ant Design has inserted its own since.
  useEffect(() => document.querySelector('style[data-prerendered]')?.remove(), []);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
