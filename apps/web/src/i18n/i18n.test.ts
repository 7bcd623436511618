import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import enUSCommon from './en-US.json';
import { changeLanguage, getLanguage, getStoredLanguage } from './index';
import { COMMON_NAMESPACE, definedNamespaces } from './namespaces';
import zhCNCommon from './zh-CN.json';

type Catalogue = Record<string, unknown>;

/** Every feature's catalogues, by namespace (its folder name), next to the common one. */
function catalogues(): Map<string, { 'zh-CN'?: Catalogue; 'en-US'?: Catalogue }> {
  const files = import.meta.glob<Catalogue>(['../features/*/i18n/*.json', '../components/*/i18n/*.json'], {
    eager: true,
    import: 'default',
  });
  const byNamespace = new Map<string, { 'zh-CN'?: Catalogue; 'en-US'?: Catalogue }>([
    [COMMON_NAMESPACE, { 'zh-CN': zhCNCommon, 'en-US': enUSCommon }],
  ]);
  for (const [file, catalogue] of Object.entries(files)) {
    const [, namespace, language] = /(?:features|components)\/([^/]+)\/i18n\/([^/]+)\.json$/.exec(file) ?? [];
    if (!namespace || (language !== 'zh-CN' && language !== 'en-US')) throw new Error(`unexpected ${file}`);
    byNamespace.set(namespace, { ...byNamespace.get(namespace), [language]: catalogue });
  }
  return byNamespace;
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(valuesOf);
}

function valueAt(catalogue: Catalogue, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
}

const ALL = [...catalogues()];

describe('i18n catalogues', () => {
  it('finds the common namespace and every feature namespace', () => {
    expect(ALL.map(([namespace]) => namespace)).toEqual(
      expect.arrayContaining([COMMON_NAMESPACE, 'account', 'home']),
    );
  });

  it.each(ALL)('%s: zh-CN and en-US both exist and have exactly the same keys, deep', (_ns, pair) => {
    expect(pair['zh-CN']).toBeDefined();
    expect(pair['en-US']).toBeDefined();
    expect(keysOf(pair['en-US']).sort()).toEqual(keysOf(pair['zh-CN']).sort());
  });

  it.each(ALL)('%s: every value is a non-empty string in both languages', (_ns, pair) => {
    for (const catalogue of [pair['zh-CN'], pair['en-US']]) {
      for (const value of valuesOf(catalogue)) expect(value.trim()).not.toBe('');
      expect(valuesOf(catalogue)).toHaveLength(keysOf(catalogue).length);
    }
  });

  it.each(ALL)('%s: uses the placeholders of the Chinese text in English too', (_ns, pair) => {
    const zh = pair['zh-CN'] ?? {};
    const en = pair['en-US'] ?? {};
    const vars = (text: unknown) => (String(text).match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of keysOf(en)) expect(vars(valueAt(en, key)), key).toEqual(vars(valueAt(zh, key)));
  });

  it('never repeats a common key in a feature namespace (the feature one would hide it)', () => {
    const common = new Set(keysOf(zhCNCommon));
    for (const [namespace, pair] of ALL) {
      if (namespace === COMMON_NAMESPACE) continue;
      expect(
        keysOf(pair['zh-CN']).filter((key) => common.has(key)),
        namespace,
      ).toEqual([]);
    }
  });

  it('registers one loadable namespace per feature folder, named after it', () => {
    const features = ALL.map(([namespace]) => namespace).filter((ns) => ns !== COMMON_NAMESPACE);
    expect(definedNamespaces().sort()).toEqual(features.sort());
  });

  it("keeps SPEC's Chinese messages verbatim", () => {
    expect(zhCNCommon.auth.notLoggedIn).toBe('您还未登录');
    expect(zhCNCommon.messages.asinRequired).toBe('ASIN不能为空');
    expect(zhCNCommon.messages.asinInvalid).toBe('错误的ASIN');
    expect(zhCNCommon.messages.categoryRequired).toBe('类目词不能为空');
    expect(zhCNCommon.messages.reportCreateFailed).toBe('创建报告失败，请重新创建');
    expect(zhCNCommon.messages.reportUpdateFailed).toBe('创建报告失败，无法更新');
    expect(zhCNCommon.messages.imageNotLoaded).toBe('图片未加载完成');
    expect(enUSCommon.auth.notLoggedIn).toBe('Please log in first');
  });
});

describe('language', () => {
  it('falls back to zh-CN for an unknown language', async () => {
    await expect(changeLanguage('fr-FR')).resolves.toBe('zh-CN');
    expect(getLanguage()).toBe('zh-CN');
    window.localStorage.setItem('asinasin.language', 'klingon');
    expect(getStoredLanguage()).toBe('zh-CN');
  });

  it('persists the chosen language and sets the document language', async () => {
    await changeLanguage('en-US');
    expect(getStoredLanguage()).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    await changeLanguage('zh-CN');
  });

  it("moves dayjs (antd's date pickers) to the UI language", async () => {
    await changeLanguage('en-US');
    await vi.waitFor(() => expect(dayjs.locale()).toBe('en'));
    await changeLanguage('zh-CN');
    await vi.waitFor(() => expect(dayjs.locale()).toBe('zh-cn'));
  });
});
