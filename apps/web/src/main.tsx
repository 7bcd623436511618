import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, firstPageReady } from './app/router';
import { initI18n } from './i18n';

initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const router = createAppRouter();
const start = () =>
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
// A prerendered page (the home page of a visitor's cold load, build/prerender-home.ts) stays until
// the live one can be drawn whole: rendering at once would swap it for a loading spinner first.
if (document.getElementById('prerendered')) void firstPageReady(router).then(start);
else start();
