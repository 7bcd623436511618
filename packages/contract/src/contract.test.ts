import { describe, expect, it } from 'vitest';
import {
  ASIN_PATTERN,
  ERROR_HTTP_STATUS,
  ErrorCode,
  MENU_ITEMS,
  accountKind,
  accountSchema,
  getCodeBody,
  isPublicPath,
  loginBody,
  normaliseAccount,
  registerBody,
  toLanguage,
  updatePasswordBody,
} from './index.js';

describe('route guard paths (SPEC §5)', () => {
  it.each([
    '/',
    '/user/login',
    '/user/forget',
    '/user/register',
    '/products',
    '/products/',
    // the free calculators (decisions/0033)
    '/ai/freight/calculation',
    '/ai/profit/analysis',
  ])('%s is public', (p) => expect(isPublicPath(p)).toBe(true));
  it.each([
    '/dashboard',
    '/user-center',
    '/products/about',
    '/user',
    '/order',
    '/products/ai_pantent/index',
    '/ai/listing/edit',
  ])('%s needs login', (p) => expect(isPublicPath(p)).toBe(false));
});

describe('account identifiers', () => {
  it.each(['13800138000', '+4915112345678', 'seller@example.com', '  Seller@Example.com '])(
    'accepts %s',
    (v) => expect(accountSchema.safeParse(v).success).toBe(true),
  );
  it.each(['', '12345', '2380013800', 'not-an-email', '+0123', 'a@b'])('rejects %s', (v) =>
    expect(accountSchema.safeParse(v).success).toBe(false),
  );
});

describe('the account identifier rule', () => {
  it('tells an email from a phone number', () => {
    expect(accountKind('seller@example.com')).toBe('email');
    expect(accountKind('+4915112345678')).toBe('phone');
  });
  it('lowercases emails and keeps phone numbers as typed', () => {
    expect(normaliseAccount('  Seller@Example.COM ')).toBe('seller@example.com');
    expect(normaliseAccount(' 13800138000 ')).toBe('13800138000');
  });
});

describe('getCode body', () => {
  it('takes SPEC’s `phone` as an alias of `account`', () => {
    const parsed = getCodeBody.parse({ phone: '13800138000', type: 'register', captcha: 'x' });
    expect(parsed.account).toBe('13800138000');
  });
  it('rejects an unknown purpose and a missing captcha', () => {
    expect(getCodeBody.safeParse({ account: '13800138000', type: 'other', captcha: 'x' }).success).toBe(
      false,
    );
    expect(getCodeBody.safeParse({ account: '13800138000', type: 'login' }).success).toBe(false);
  });
});

describe('passwords and codes', () => {
  const base = { account: 'a@example.com', code: '123456', captcha: 'x' };
  it('needs at least 6 characters', () => {
    expect(registerBody.safeParse({ ...base, password: '12345' }).success).toBe(false);
    expect(registerBody.safeParse({ ...base, password: '123456' }).success).toBe(true);
  });
  it('needs a 6-digit code', () => {
    expect(registerBody.safeParse({ ...base, code: '12345a', password: '123456' }).success).toBe(false);
  });
  it('tells password login from quick login', () => {
    expect(loginBody.safeParse({ account: 'a@example.com', password: 'secret1', captcha: 'x' }).success).toBe(
      true,
    );
    expect(loginBody.safeParse({ account: 'a@example.com', code: '123456' }).success).toBe(true);
    expect(loginBody.safeParse({ account: 'a@example.com', password: 'secret1' }).success).toBe(false);
  });
  it('tells a change from a reset', () => {
    expect(updatePasswordBody.safeParse({ oldPassword: 'x', password: 'secret1' }).success).toBe(true);
    expect(
      updatePasswordBody.safeParse({ account: 'a@example.com', code: '123456', password: 'secret1' }).success,
    ).toBe(true);
    expect(updatePasswordBody.safeParse({ password: 'secret1' }).success).toBe(false);
  });
});

describe('constants', () => {
  it('matches ASINs as SPEC §5 defines them', () => {
    expect(ASIN_PATTERN.test('B0ABCDEF12')).toBe(true);
    expect(ASIN_PATTERN.test('B0abcdef12')).toBe(false);
    expect(ASIN_PATTERN.test('A0ABCDEF12')).toBe(false);
    expect(ASIN_PATTERN.test('B0ABCDEF1')).toBe(false);
  });
  it('falls back to zh-CN for an unknown language', () => {
    expect(toLanguage('en-US')).toBe('en-US');
    expect(toLanguage('fr-FR')).toBe('zh-CN');
    expect(toLanguage(undefined)).toBe('zh-CN');
  });
  it('maps every error code to an HTTP status, 996 included', () => {
    for (const code of Object.values(ErrorCode)) expect(ERROR_HTTP_STATUS[code]).toBeGreaterThanOrEqual(200);
    expect(ErrorCode.INSUFFICIENT_POWER).toBe(996);
  });
  it('has the 8 menu entries of SPEC §2', () => {
    expect(MENU_ITEMS.map((m) => m.path)).toEqual([
      '/dashboard',
      '/products/hot-market',
      '/products/hot-product',
      '/products/ai_pantent/index',
      '/products/asin_fx/index',
      '/products/sc_fx/index',
      '/products/keyword-miner',
      '/products/about',
    ]);
  });
});
