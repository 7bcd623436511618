import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '.';
import { catalogText } from '../components/catalog-values/catalog-text';
import { rememberText } from './remembered-text';

afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('rememberText', () => {
  it('looks a key and its parameters up once, and apart from other parameters', () => {
    const t = vi.fn((key: string, options?: { value?: number }) => `${key}=${options?.value ?? ''}`);
    const remembered = rememberText(t);
    expect(remembered('unit', { value: 1 })).toBe('unit=1');
    expect(remembered('unit', { value: 1 })).toBe('unit=1');
    expect(remembered('unit', { value: 2 })).toBe('unit=2');
    expect(remembered('unit')).toBe('unit=');
    expect(t).toHaveBeenCalledTimes(3);
  });

  it('does not remember a key that is not loaded yet (i18next answers with the key)', () => {
    let isLoaded = false;
    const t = vi.fn((key: string) => (isLoaded ? 'loaded' : key));
    const remembered = rememberText(t);
    expect(remembered('later')).toBe('later');
    isLoaded = true;
    expect(remembered('later')).toBe('loaded');
  });
});

describe('catalogText', () => {
  it('follows the page language', async () => {
    const zh = catalogText('catalogValues.estimated');
    await changeLanguage('en-US');
    const en = catalogText('catalogValues.estimated');
    expect(en).not.toBe(zh);
    expect(en).toMatch(/estimat/i);
    await changeLanguage('zh-CN');
    expect(catalogText('catalogValues.estimated')).toBe(zh);
  });
});
