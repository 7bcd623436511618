import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { PrerenderedHome } from '../src/prerender/render-home';

const LANGUAGES = ['zh-CN', 'en-US'] as const;
const ENTRY = 'src/prerender/render-home.tsx';
/** The narrow layout shows below this width (SPEC §1; the contract's NARROW_BREAKPOINT). */
const NARROW_BREAKPOINT = 700;

/**
 * The page a visitor's cold load of `/` gets: index.html with the home page already in it, so it
 * shows before any script has run. It is inert and hidden from assistive technology until the app,
 * started as usual, replaces it with the live page (src/main.tsx). Both layouts are in it; a media
 * query shows the one that fits the screen.
 */
function homePage(template: string, home: PrerenderedHome, css: string, language: string): string {
  const style =
    `<style data-prerendered>${css}${home.css}` +
    `@media (max-width:${NARROW_BREAKPOINT - 0.02}px){.prerendered-wide{display:none}}` +
    `@media (min-width:${NARROW_BREAKPOINT}px){.prerendered-narrow{display:none}}</style>`;
  // A picture of the page, not the page: tests find the live page's elements by their test ids, never
  // its copies (two of them, one per layout).
  const picture = (html: string) => html.replace(/ data-testid="[^"]*"/g, '');
  const body =
    `<div id="prerendered" inert aria-hidden="true">` +
    `<div class="prerendered-wide">${picture(home.wide)}</div>` +
    `<div class="prerendered-narrow">${picture(home.narrow)}</div></div>`;
  return template
    .replace('<html lang="zh-CN">', `<html lang="${language}">`)
    .replace('</head>', `${style}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

/**
 * Renders the home page at build time (docs/speed.md, "Cold load"): a server-side build of
 * src/prerender/render-home.tsx, run once per language, written as `home.<language>.html` beside
 * index.html. The server sends it for `/` to a visitor without a session.
 */
export function prerenderHome(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'asinasin:prerender-home',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const serverDir = await mkdtemp(path.join(os.tmpdir(), 'asinasin-prerender-'));
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            plugins: [react()],
            ssr: { noExternal: true },
            build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, minify: false, copyPublicDir: false },
          });
          const entry = path.join(serverDir, path.basename(ENTRY).replace(/\.tsx$/, '.js'));
          const { renderHome } = (await import(pathToFileURL(entry).href)) as {
            renderHome: (language: string) => Promise<PrerenderedHome>;
          };
          const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
          const assets = path.join(outDir, 'assets');
          const cssFiles = (await readdir(assets)).filter((name) => name.endsWith('.css')).sort();
          const css = (
            await Promise.all(cssFiles.map((name) => readFile(path.join(assets, name), 'utf8')))
          ).join('');
          for (const language of LANGUAGES) {
            const home = await renderHome(language);
            await writeFile(
              path.join(outDir, `home.${language}.html`),
              homePage(template, home, css, language),
            );
          }
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
