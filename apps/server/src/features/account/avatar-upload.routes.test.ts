import fs from 'node:fs';
import { API } from '@asinasin/contract';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { createSeller } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { describeEachEngine, useTestApp } from '../../../test/test-app.js';
import { avatarDir } from './avatar.js';

describeEachEngine('POST /api/account/avatar with a broken body', (engine) => {
  const t = useTestApp(engine);

  it('answers a body cut off anywhere with a 400 in the seller’s language and keeps nothing', async () => {
    const seller = await createSeller(t.app);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const body = await multipartBody({ name: 'me.png', type: 'image/png', data: png });
    // Everything up to the closing delimiter `--boundary--`; the CRLF after it is optional (RFC 2046).
    const closed = body.payload.lastIndexOf('--\r\n') + 2;
    expect(closed).toBe(body.payload.length - 2);
    const messages = new Set<string>();
    for (let cut = 0; cut < closed; cut++) {
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
    const row = await t.app.context.db
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', seller.user.id)
      .executeTakeFirstOrThrow();
    expect(row.avatar).toBe('');
    expect(fs.existsSync(avatarDir(t.dataDir)) ? fs.readdirSync(avatarDir(t.dataDir)) : []).toEqual([]);

    // The whole body still works.
    const whole = await t.app.inject({
      method: 'POST',
      url: API.uploadAvatar,
      headers: { ...seller.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(whole.json().code).toBe(1);
  });
});
