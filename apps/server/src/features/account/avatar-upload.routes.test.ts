import fs from 'node:fs';
import path from 'node:path';
import { API } from '@asinasin/contract';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories.js';
import { multipartBody } from '../../../test/support/multipart.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';
import { AVATAR_UPLOADS_PER_ADDRESS, AVATAR_UPLOADS_PER_WINDOW } from './avatar-upload.js';

/** A 429 that says how long to wait: counted down from the window's first upload, whenever that was. */
function expectToldToWait(res: {
  statusCode: number;
  json: () => { code: number; msg: string; data: unknown };
}) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ code: 429, data: null });
  const seconds = Number(/^头像上传过于频繁，请 (\d+) 秒后再试$/.exec(res.json().msg)?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(600);
}

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
      // A seller may upload 10 times in 10 minutes; spread the cuts over enough of them, each on
      // an address of its own (an address may upload 30 times).
      if (cut % AVATAR_UPLOADS_PER_WINDOW === 0) sellers.push(await createSeller(t.app));
      const seller = sellers.at(-1)!;
      const lang = cut % 2 ? 'en-US' : 'zh-CN';
      const res = await t.app.inject({
        method: 'POST',
        url: API.uploadAvatar,
        remoteAddress: `10.1.${sellers.length}.1`,
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
  let body: Awaited<ReturnType<typeof multipartBody>>;
  beforeAll(async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    body = await multipartBody({ name: 'me.png', type: 'image/png', data: png });
  });
  const upload = (headers: Record<string, string>, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: API.uploadAvatar,
      remoteAddress,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });

  it('allows 10 uploads per seller in 10 minutes, then a translated 429, whatever the address', async () => {
    const seller = await createSeller(t.app);
    for (let i = 0; i < AVATAR_UPLOADS_PER_WINDOW; i++) {
      // A new address each time: the limit follows the seller, not the IP.
      expect((await upload(seller.headers, `10.0.0.${i + 1}`)).json().code).toBe(1);
    }
    expectToldToWait(await upload(seller.headers, '10.0.1.1'));
    const english = await upload({ ...seller.headers, 'accept-language': 'en-US' }, '10.0.1.2');
    expect(english.json().msg).toMatch(/^Too many avatar uploads, please try again in \d+ s$/);

    // Another seller on the same address still has all of theirs; a stranger is just not logged in.
    const other = await createSeller(t.app);
    expect((await upload(other.headers, '10.0.0.1')).json().code).toBe(1);
    expect((await upload({}, '10.0.0.1')).statusCode).toBe(401);
  });

  it('allows 30 uploads per address (IPv6 by its /64) in 10 minutes, whoever sends them', async () => {
    // Two hosts of one /64 share the count, as one machine usually holds the whole prefix.
    const hosts = ['2001:db8:7:7::a', '2001:db8:7:7::b'];
    const sellers = [];
    for (let i = 0; i < AVATAR_UPLOADS_PER_ADDRESS; i++) {
      if (i % AVATAR_UPLOADS_PER_WINDOW === 0) sellers.push(await createSeller(t.app));
      const res = await upload(sellers.at(-1)!.headers, hosts[i % 2]!);
      expect(res.json().code, `upload ${i + 1}`).toBe(1);
    }
    const fresh = await createSeller(t.app);
    expectToldToWait(await upload(fresh.headers, '2001:db8:7:7::c'));
    // Refused before the session is even read: a stranger there is told to wait, not to log in.
    expect((await upload({ 'accept-language': 'en-US' }, '2001:db8:7:7::d')).json()).toMatchObject({
      code: 429,
      msg: expect.stringMatching(/^Too many avatar uploads, please try again in \d+ s$/),
    });
    // The same seller from another network still may.
    expect((await upload(fresh.headers, '2001:db8:7:8::c')).json().code).toBe(1);
  });
});

describeEachEngine('POST /api/account/avatar with too many pixels', (engine) => {
  const t = useTestApp(engine);
  // 6000 × 6000 of one colour: 36 MP that compress to about 120 KB, well under the 5 MB file limit.
  let huge: Buffer;
  beforeAll(async () => {
    huge = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
  });

  const upload = async (seller: { headers: Record<string, string> }, data: Buffer, lang = 'zh-CN') => {
    const body = await multipartBody({ name: 'big.png', type: 'image/png', data });
    return t.app.inject({
      method: 'POST',
      url: API.uploadAvatar,
      headers: { ...seller.headers, 'content-type': body.contentType, 'x-lang': lang },
      payload: body.payload,
    });
  };

  it('refuses an image above 4096 × 4096 pixels from its header, in the seller’s language', async () => {
    expect(huge.length).toBeLessThan(1024 * 1024);
    const seller = await createSeller(t.app);
    const zh = await upload(seller, huge);
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({
      code: 400,
      msg: '头像图片的尺寸太大（6000×6000），最多 4096×4096 像素，请缩小后再上传',
      data: null,
    });
    const en = await upload(seller, huge, 'en-US');
    expect(en.json().msg).toBe(
      'The avatar image is too big (6000 × 6000 pixels); the most is 4096 × 4096, please shrink it and upload again',
    );
    // The same header followed by the start of its pixel data only: decoding it would fail as a
    // broken image, so this answer can only come from the header.
    const headerOnly = await upload(seller, huge.subarray(0, 200));
    expect(headerOnly.json().msg).toBe(zh.json().msg);
    const row = await t.app.context.db
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', seller.user.id)
      .executeTakeFirstOrThrow();
    expect(row.avatar).toBe('');
    expect(fs.existsSync(path.join(t.dataDir, 'files', 'avatars'))).toBe(false);
  });

  it('still takes an image of exactly 4096 × 4096 pixels', async () => {
    const largest = await sharp({ create: { width: 4096, height: 4096, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    const res = await upload(await createSeller(t.app), largest);
    expect(res.json().code).toBe(1);
    expect(res.json().data.user.avatar).toMatch(/^\/files\/avatars\/[0-9a-f]{32}\.webp$/);
  });
});
