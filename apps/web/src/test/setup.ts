import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { initI18n } from '../i18n';
import { loadAllNamespaces } from '../i18n/namespaces';

// findBy*/waitFor wait up to 5 s, not 1: the suite runs server and web tests side by side on two
// cores, where an antd message can take longer than a second to appear. A passing wait returns
// as soon as its condition holds, so this costs nothing when the machine is idle.
configure({ asyncUtilTimeout: 5_000 });

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
