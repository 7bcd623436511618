import { API, LIMITS } from '@asinasin/contract';
import { expect, it } from 'vitest';
import {
  countRows,
  createSeller,
  requestCode,
  solvedCaptcha,
  uniquePhone,
} from '../../../test/support/factories.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

/** [nickname, Chinese message, English message] */
const refused: [string, string, string][] = [
  ['', '昵称不能为空', 'Nickname cannot be empty'],
  ['  \u3000 ', '昵称不能为空', 'Nickname cannot be empty'],
  [
    'n'.repeat(LIMITS.nickname + 1),
    `昵称不能超过 ${LIMITS.nickname} 个字符`,
    `Nickname cannot be longer than ${LIMITS.nickname} characters`,
  ],
  ['Ada\u0007', '昵称不能包含控制字符', 'Nickname cannot contain control characters'],
  ['Ada\nLovelace', '昵称不能包含控制字符', 'Nickname cannot contain control characters'],
  ['\u200B\u200D\uFEFF', '昵称不能只包含不可见字符', 'Nickname cannot consist of invisible characters only'],
  [
    'admin\u202Etxt.exe',
    '昵称不能包含改变文字方向的控制字符',
    'Nickname cannot contain characters that change the text direction',
  ],
  [
    '\u2066Ada\u2069',
    '昵称不能包含改变文字方向的控制字符',
    'Nickname cannot contain characters that change the text direction',
  ],
  ['Ada\uD83D', '昵称包含无效的字符', 'Nickname contains invalid characters'],
];

/** JSON.stringify keeps a lone surrogate as a \u escape, as a hostile client would send it. */
const asJson = (body: Record<string, unknown>) => JSON.stringify(body);

describeEachEngine('nicknames', (engine) => {
  const t = useTestApp(engine, { CODE_RATE_PER_IP_HOUR: '1000' });

  it('refuses each bad profile nickname with its own message and keeps the old one', async () => {
    const seller = await createSeller(t.app, { nickname: 'Old' });
    for (const [nickname, zh, en] of refused) {
      for (const [lang, msg] of [
        ['zh-CN', zh],
        ['en-US', en],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: API.updateProfile,
          headers: { ...seller.headers, 'content-type': 'application/json', 'x-lang': lang },
          payload: asJson({ nickname }),
        });
        expect(res.statusCode, JSON.stringify(nickname)).toBe(400);
        expect(res.json()).toEqual({ code: 400, msg, data: null });
      }
    }
    const info = await t.app.inject({ url: API.info, headers: seller.headers });
    expect(info.json().data.user.nickname).toBe('Old');
    const ok = await t.app.inject({
      method: 'POST',
      url: API.updateProfile,
      headers: seller.headers,
      payload: { nickname: ' 李雷 🙂 ' },
    });
    expect(ok.json().data.user.nickname).toBe('李雷 🙂');
  });

  it('refuses a bad nickname at registration before any account exists', async () => {
    const before = await countRows(t.app, 'users');
    for (const [nickname, zh] of refused) {
      const phone = uniquePhone();
      const code = await requestCode(t.app, phone, 'register');
      const res = await t.app.inject({
        method: 'POST',
        url: API.register,
        headers: { 'content-type': 'application/json' },
        payload: asJson({
          account: phone,
          code,
          password: 'secret123',
          captcha: await solvedCaptcha(t.app),
          nickname,
        }),
      });
      expect(res.statusCode, JSON.stringify(nickname)).toBe(400);
      expect(res.json().msg).toBe(zh);
    }
    expect(await countRows(t.app, 'users')).toBe(before);
  });
});
