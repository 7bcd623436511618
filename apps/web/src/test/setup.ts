import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { initI18n } from '../i18n';
import { loadAllNamespaces } from '../i18n/namespaces';

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

afterEach(() => cleanup());
