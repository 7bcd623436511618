import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { defineNamespace, type FeatureNamespace } from '../../i18n/namespaces';
import { settle } from '../../test/settle';
import { lazyPage } from './route-builders';

/** The probe namespaces exist only in this test, so their keys are not in the typed catalogues. */
const untypedT = (key: string, ns: string) =>
  (i18next.t as (k: string, o: { ns: string }) => string)(key, { ns });

function Page() {
  return null;
}

describe('lazyPage', () => {
  it("resolves only once both the page and its feature's messages are loaded", async () => {
    let deliver!: (bundle: { default: Record<string, unknown> }) => void;
    const messages = new Promise<{ default: Record<string, unknown> }>((resolve) => (deliver = resolve));
    const name = defineNamespace('route-probe' as FeatureNamespace, {
      'zh-CN': () => messages,
      'en-US': () => messages,
    });
    const lazy = lazyPage(
      () => Promise.resolve({ Page }),
      (m) => m.Page,
      name,
    );
    if (typeof lazy !== 'function') throw new Error('lazyPage must give a lazy() function');

    const settled = vi.fn();
    const loading = Promise.resolve(lazy()).then(settled);
    await settle();
    expect(settled).not.toHaveBeenCalled();

    deliver({ default: { probe: { title: '标题' } } });
    await loading;
    expect(settled).toHaveBeenCalledWith({ Component: Page });
    expect(untypedT('probe.title', name)).toBe('标题');
  });

  it('rejects (and the route shows its error page) when the page module cannot load', async () => {
    const lazy = lazyPage(
      () => Promise.reject(new Error('chunk gone')),
      () => Page,
    );
    if (typeof lazy !== 'function') throw new Error('lazyPage must give a lazy() function');
    await expect(Promise.resolve(lazy())).rejects.toThrow('chunk gone');
  });
});
