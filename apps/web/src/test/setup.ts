import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { initI18n } from '../i18n';
import { loadAllNamespaces } from '../i18n/namespaces';
import { apiServer, fakeApi } from './fake-api';

// The one bound of every findBy*/waitFor in the web tests (tests do not set their own): a wait
// returns as soon as its condition holds, so a generous bound costs nothing when tests pass. The
// suite shares two cores with the server tests, type check, lint and e2e; at a load average of 13
// an antd prompt appeared 7.6 s after the click that opened it. Tests get 120 s (vitest.config.ts).
configure({ asyncUtilTimeout: 30_000 });

initI18n('zh-CN');
// Page tests render pages without their lazy routes, so every feature's messages are loaded here
// (each feature's i18n/index.ts registers its namespace when imported).
import.meta.glob(['../features/*/i18n/index.ts', '../components/*/i18n/index.ts'], { eager: true });
await loadAllNamespaces();

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  window.localStorage.clear();
  clearCookies();
});

// The fake API (fake-api.ts) answers every /api/ request of every test file; a test that stubs
// fetch itself replaces it for its own duration. Other requests are a test's mistake.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  fakeApi.reset();
});
afterAll(() => apiServer.close());
