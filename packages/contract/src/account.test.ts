import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants.js';
import { loginBody, nicknameSchema, registerBody, updatePasswordBody, updateProfileBody } from './account.js';

/** The message key of the first issue, or 'ok' with the parsed value. */
function verdict(value: unknown): string {
  const parsed = nicknameSchema.safeParse(value);
  return parsed.success ? `ok:${parsed.data}` : (parsed.error.issues[0]?.message ?? '');
}

describe('nicknames', () => {
  it.each([
    ['Ada', 'ok:Ada'],
    ['  Ada Lovelace \u3000', 'ok:Ada Lovelace'],
    ['李雷', 'ok:李雷'],
    ['🙂 smile', 'ok:🙂 smile'],
    ['👩‍💻', 'ok:👩‍💻'], // a zero-width joiner between visible characters is fine
    ['שלום\u200F', 'ok:שלום\u200F'], // a right-to-left mark is not an override
    ['n'.repeat(LIMITS.nickname), `ok:${'n'.repeat(LIMITS.nickname)}`],
  ])('accepts %j', (value, expected) => expect(verdict(value)).toBe(expected));

  it.each<[string, string]>([
    ['', 'account.nicknameBlank'],
    ['   ', 'account.nicknameBlank'],
    ['\u3000\t\n', 'account.nicknameBlank'],
    ['n'.repeat(LIMITS.nickname + 1), 'account.nicknameTooLong'],
    ['a\u0000b', 'account.nicknameControl'],
    ['a\tb', 'account.nicknameControl'],
    ['a\u007Fb', 'account.nicknameControl'],
    ['a\u0085b', 'account.nicknameControl'],
    ['\u200B', 'account.nicknameInvisible'],
    ['\u200B\u200C\u200D\u2060\uFEFF', 'account.nicknameInvisible'],
    ['\u200B \u200B', 'account.nicknameInvisible'],
    ['\u3164', 'account.nicknameInvisible'],
    ['\uFE0F\u200B', 'account.nicknameInvisible'],
    ['admin\u202Egnp.exe', 'account.nicknameBidi'],
    ...['\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069'].map(
      (c): [string, string] => [`a${c}b`, 'account.nicknameBidi'],
    ),
    ['a\uD800b', 'account.nicknameBroken'],
    ['a\uDC00', 'account.nicknameBroken'],
    ['\uDFFF\uD83D', 'account.nicknameBroken'],
  ])('refuses %j with %s', (value, key) => expect(verdict(value)).toBe(key));

  it('refuses non-strings', () => {
    expect(nicknameSchema.safeParse(42).success).toBe(false);
    expect(nicknameSchema.safeParse(null).success).toBe(false);
  });

  it('is the rule of registration and of the profile', () => {
    const register = { account: 'a@b.co', code: '123456', password: 'secret1', captcha: 'x' };
    expect(registerBody.safeParse(register).success).toBe(true);
    expect(registerBody.safeParse({ ...register, nickname: '\u200B' }).error?.issues[0]?.message).toBe(
      'account.nicknameInvisible',
    );
    expect(updateProfileBody.safeParse({ nickname: ' ' }).error?.issues[0]?.message).toBe(
      'account.nicknameBlank',
    );
    expect(updateProfileBody.parse({ nickname: ' Ada ' })).toEqual({ nickname: 'Ada' });
  });
});

describe('a code with a robot check or without', () => {
  it('keeps the old code bodies valid and carries the robot check once it is asked for', () => {
    const code = { account: 'a@b.co', code: '123456' };
    expect(loginBody.parse(code)).toEqual(code);
    expect(loginBody.parse({ ...code, captcha: 'x' })).toEqual({ ...code, captcha: 'x' });
    const reset = { ...code, password: 'secret1' };
    expect(updatePasswordBody.parse(reset)).toEqual(reset);
    expect(updatePasswordBody.parse({ ...reset, captcha: 'x' })).toEqual({ ...reset, captcha: 'x' });
    expect(loginBody.safeParse({ ...code, captcha: '' }).success).toBe(false);
  });
});
