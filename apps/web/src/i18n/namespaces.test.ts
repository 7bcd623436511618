import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from './index';
import { defineNamespace, loadNamespace, type FeatureNamespace } from './namespaces';

/** The probe namespaces exist only in this test, so their keys are not in the typed catalogues. */
const untypedT = (key: string, ns: string) =>
  (i18next.t as (k: string, o: { ns: string }) => string)(key, { ns });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const bundle = (greeting: string) => ({ default: { probe: { greeting } } });
let counter = 0;
/** A namespace of this test only, with loaders the test controls. */
function probeNamespace() {
  const zh = deferred<{ default: Record<string, unknown> }>();
  const en = deferred<{ default: Record<string, unknown> }>();
  const loaders = { 'zh-CN': vi.fn(() => zh.promise), 'en-US': vi.fn(() => en.promise) };
  const name = defineNamespace(`probe-${++counter}` as FeatureNamespace, loaders);
  const text = () => untypedT('probe.greeting', name);
  return { name, zh, en, loaders, text };
}

afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('feature message namespaces', () => {
  it('loads a namespace once, in the current language only', async () => {
    const probe = probeNamespace();
    const first = loadNamespace(probe.name);
    const second = loadNamespace(probe.name);
    probe.zh.resolve(bundle('你好'));
    await Promise.all([first, second]);
    expect(probe.loaders['zh-CN']).toHaveBeenCalledTimes(1);
    expect(probe.loaders['en-US']).not.toHaveBeenCalled();
    expect(probe.text()).toBe('你好');
    await loadNamespace(probe.name);
    expect(probe.loaders['zh-CN']).toHaveBeenCalledTimes(1);
    probe.en.resolve(bundle('Hello')); // it is in use now: later switches fetch it
  });

  it('refuses a namespace nobody defined', async () => {
    await expect(loadNamespace('nope' as FeatureNamespace)).rejects.toThrow(/not defined/);
  });

  it('switches language only once the open namespaces are there in the new language', async () => {
    const probe = probeNamespace();
    probe.zh.resolve(bundle('你好'));
    await loadNamespace(probe.name);

    const switching = changeLanguage('en-US');
    await vi.waitFor(() => expect(probe.loaders['en-US']).toHaveBeenCalled());
    expect(i18next.language).toBe('zh-CN');
    probe.en.resolve(bundle('Hello'));
    await switching;
    expect(i18next.language).toBe('en-US');
    expect(probe.text()).toBe('Hello');
  });

  it('still switches when the new bundle cannot be fetched, showing Chinese rather than keys', async () => {
    const probe = probeNamespace();
    probe.zh.resolve(bundle('你好'));
    await loadNamespace(probe.name);
    probe.en.reject(new Error('offline'));
    await changeLanguage('en-US');
    expect(i18next.language).toBe('en-US');
    expect(probe.text()).toBe('你好');
  });

  it('leaves namespaces no page has asked for alone when switching', async () => {
    const probe = probeNamespace();
    await changeLanguage('en-US');
    expect(probe.loaders['en-US']).not.toHaveBeenCalled();
  });
});
