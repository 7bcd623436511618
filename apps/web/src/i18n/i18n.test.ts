import { describe, expect, it } from 'vitest';
import { changeLanguage, getLanguage, getStoredLanguage } from './index';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(valuesOf);
}

describe('i18n catalogues', () => {
  it('zh-CN and en-US have exactly the same keys, deep', () => {
    expect(keysOf(enUS).sort()).toEqual(keysOf(zhCN).sort());
  });

  it('every value is a non-empty string in both languages', () => {
    for (const catalogue of [zhCN, enUS]) {
      for (const value of valuesOf(catalogue)) expect(value.trim()).not.toBe('');
      expect(valuesOf(catalogue)).toHaveLength(keysOf(catalogue).length);
    }
  });

  it('uses the interpolation placeholders of the Chinese text in English too', () => {
    const zhFlat = new Map(
      keysOf(zhCN).map((k) => [
        k,
        k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], zhCN),
      ]),
    );
    for (const key of keysOf(enUS)) {
      const en = key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], enUS) as string;
      const zh = zhFlat.get(key) as string;
      const vars = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(vars(en), key).toEqual(vars(zh));
    }
  });

  it("keeps SPEC's Chinese messages verbatim", () => {
    expect(zhCN.auth.notLoggedIn).toBe('您还未登录');
    expect(zhCN.messages.asinRequired).toBe('ASIN不能为空');
    expect(zhCN.messages.asinInvalid).toBe('错误的ASIN');
    expect(zhCN.messages.categoryRequired).toBe('类目词不能为空');
    expect(zhCN.messages.reportCreateFailed).toBe('创建报告失败，请重新创建');
    expect(zhCN.messages.reportUpdateFailed).toBe('创建报告失败，无法更新');
    expect(zhCN.messages.imageNotLoaded).toBe('图片未加载完成');
    expect(enUS.auth.notLoggedIn).toBe('Please log in first');
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
});
