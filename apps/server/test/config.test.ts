import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.js';
import { redactUrl } from '../src/platform/http/logger.js';

describe('config', () => {
  it('has defaults that serve on 8080 with a SQLite file', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('refuses a bad setting and names it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ CATALOG_MEMORY_LIMIT: 'lots' })).toThrow(/CATALOG_MEMORY_LIMIT/);
    expect(loadConfig({ CATALOG_MEMORY_LIMIT: '2GB' }).CATALOG_MEMORY_LIMIT).toBe('2GB');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080);
  });
});

describe('log redaction', () => {
  it('removes tokens and codes from URLs', () => {
    expect(redactUrl('/event?token=abc123&type=alipay')).toBe('/event?token=[redacted]&type=alipay');
    expect(redactUrl('/x?a=1&code=123456')).toBe('/x?a=1&code=[redacted]');
  });
});

describe('operator settings', () => {
  it('refuses a contact email or QR link that is not one', () => {
    expect(() => loadConfig({ SITE_CONTACT_EMAIL: 'nope' })).toThrow(/SITE_CONTACT_EMAIL/);
    expect(() => loadConfig({ SITE_SUPPORT_URL: 'not a url' })).toThrow(/SITE_SUPPORT_URL/);
    expect(() => loadConfig({ EXTENSION_NAME: '../x' })).toThrow(/EXTENSION_NAME/);
  });
});

describe('language model and listing settings', () => {
  it('uses the offline generator unless an endpoint is set, and wants a model with one', () => {
    expect(loadConfig({}).LLM_BASE_URL).toBeUndefined();
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL/);
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'qwen2.5' }).LLM_MODEL).toBe(
      'qwen2.5',
    );
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://x' })).toThrow(/LLM_BASE_URL/);
  });
});
