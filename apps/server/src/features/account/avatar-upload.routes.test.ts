import fs from 'node:fs';
import path from 'node:path';
import { API } from '@asinasin/contract';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { createSeller } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { describeEachEngine, useTestApp } from '../../../test/test-app.js';
import { AVATAR_UPLOADS_PER_WINDOW } from './avatar-upload.js';

describeEachEngine('POST /api/account/avatar with a broken body', (engine) => {
  const t = useTestApp(engine);

  it('answers a body cut off anywhere with a 400 in the seller’s language and keeps nothing', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const body = await multipartBody({ name: 'me.png', type: 'image/png', data: png });
    // Everything up to the closing delimiter `--boundary--`; the CRLF after it is optional (RFC 2046).
    const closed = body.payload.lastIndexOf('--\r\n') + 2;
    expect(closed).toBe(body.payload.length - 2);
    const messages = new Set<string>();
    const sellers = [];
    for (let cut = 0; cut < closed; cut++) {
      // A seller may upload 10 times in 10 minutes; spread the cuts over enough of them.
      if (cut % AVATAR_UPLOADS_PER_WINDOW === 0) sellers.push(await createSeller(t.app));
      const seller = sellers.at(-1)!;
      const lang = cut % 2 ? 'en-US' : 'zh-CN';
      const res = await t.app.inject({
        method: 'POST',
        url: API.uploadAvatar,
        headers: { ...seller.headers, 'content-type': body.contentType, 'x-lang': lang },
        payload: body.payload.subarray(0, cut),
      });
      expect(res.statusCode, `cut at ${cut}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: null });
      messages.add(res.json().msg);
    }
    // An empty body has no file at all; every other cut is an incomplete upload.
    expect([...messages].sort()).toEqual([
      'The upload was cut off, please upload again',
      '上传的内容不完整，请重新上传',
      '请选择要上传的头像图片',
    ]);
    const rows = await t.app.context.db.selectFrom('users').select('avatar').execute();
    expect(rows.map((row) => row.avatar)).toEqual(sellers.map(() => ''));
    const avatars = path.join(t.dataDir, 'files', 'avatars');
    expect(fs.existsSync(avatars) ? fs.readdirSync(avatars) : []).toEqual([]);

    // The whole body still works.
    const whole = await t.app.inject({
      method: 'POST',
      url: API.uploadAvatar,
      headers: { ...(await createSeller(t.app)).headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(whole.json().code).toBe(1);
  });
});

describeEachEngine('POST /api/account/avatar rate limit', (engine) => {
  const t = useTestApp(engine);

  it('allows 10 uploads per seller in 10 minutes, then a translated 429, whatever the address', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const body = await multipartBody({ name: 'me.png', type: 'image/png', data: png });
    const upload = (headers: Record<string, string>, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: API.uploadAvatar,
        remoteAddress,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    const seller = await createSeller(t.app);
    for (let i = 0; i < AVATAR_UPLOADS_PER_WINDOW; i++) {
      // A new address each time: the limit follows the seller, not the IP.
      expect((await upload(seller.headers, `10.0.0.${i + 1}`)).json().code).toBe(1);
    }
    const limited = await upload(seller.headers, '10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, data: null });
    expect(limited.json().msg).toMatch(/^头像上传过于频繁，请 (600|599) 秒后再试$/);
    const english = await upload({ ...seller.headers, 'accept-language': 'en-US' }, '10.0.1.2');
    expect(english.json().msg).toMatch(/^Too many avatar uploads, please try again in \d+ s$/);

    // Another seller on the same address still has all of theirs; a stranger is just not logged in.
    const other = await createSeller(t.app);
    expect((await upload(other.headers, '10.0.0.1')).json().code).toBe(1);
    expect((await upload({}, '10.0.0.1')).statusCode).toBe(401);
  });
});
