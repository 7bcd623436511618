import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { Language } from '@asinasin/contract';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient, Providers } from '../app/providers';
import { routes } from '../app/routes/route-table';
import { changeLanguage, initI18n } from '../i18n';
import { prerenderFor } from '../lib/prerender';
import { NARROW_QUERY } from '../lib/use-media-query';

export interface PrerenderedHome {
  /** the page for wide screens and the one for phones; a media query shows one of them */
  wide: string;
  narrow: string;
  /** Ant Design's styles of both, as its own runtime would insert them */
  css: string;
}

async function renderAt(path: string, narrow: boolean, cache: ReturnType<typeof createCache>) {
  prerenderFor(narrow ? [NARROW_QUERY] : []);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects: it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StyleProvider cache={cache}>
      <Providers queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StyleProvider>,
  );
}

/**
 * The home page as a visitor first sees it, rendered at build time (docs/speed.md, "Cold load"):
 * the server sends it to a visitor's cold load so the page shows before its scripts have run.
 */
export async function renderHome(language: Language): Promise<PrerenderedHome> {
  initI18n(language);
  await changeLanguage(language);
  const cache = createCache();
  const wide = await renderAt('/', false, cache);
  const narrow = await renderAt('/', true, cache);
  return { wide, narrow, css: extractStyle(cache, { plain: true }) };
}
