import type { RouteObject } from 'react-router';

/**
 * The shell around the pages (top bar, menu, drawer, footer, dialogs), as a lazy layout route: the
 * entry no longer carries it. React Router loads the modules of every matched route side by side,
 * so the shell and the first page arrive together and the first paint waits for neither alone
 * (docs/decisions/0037-speed.md).
 */
export const shellLayout: Pick<RouteObject, 'lazy'> = {
  lazy: async () => ({ Component: (await import('./app-shell')).AppShell }),
};
