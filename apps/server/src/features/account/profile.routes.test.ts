import fs from 'node:fs';
import path from 'node:path';
import { API } from '@asinasin/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { moneyLedger } from '../../platform/ledger/money-ledger.js';
import { credit } from '../../platform/power/power-ledger.js';
import { createSeller, uniqueEmail } from '../../../test/support/factories.js';
import { multipartBody } from '../../../test/support/multipart.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

const DAY_MS = 86_400_000;

describeEachEngine('account profile', (engine) => {
  const t = useTestApp(engine);

  const upload = async (headers: Record<string, string>, file: Parameters<typeof multipartBody>[0]) => {
    const body = await multipartBody(file);
    return t.app.inject({
      method: 'POST',
      url: API.uploadAvatar,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('answers 401 on every protected route without a login', async () => {
    const routes = [
      { method: 'GET', url: API.info },
      { method: 'GET', url: API.logout },
      { method: 'POST', url: API.updateProfile, payload: { nickname: 'x' } },
      {
        method: 'POST',
        url: API.updatePassword,
        payload: { oldPassword: 'secret123', password: 'secret456' },
      },
    ] as const;
    for (const route of routes) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
        const res = await t.app.inject({ ...route, headers });
        expect(res.statusCode, route.url).toBe(401);
        expect(res.json()).toEqual({ code: 401, msg: '您还未登录', data: null });
      }
    }
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload({}, { name: 'a.png', type: 'image/png', data: png })).statusCode).toBe(401);
  });

  it('returns the user with masked contacts, power and money from their ledgers and translated level', async () => {
    const seller = await createSeller(t.app, { account: uniqueEmail() });
    await credit(t.app.context.db, { userId: seller.user.id, amount: 1234, reason: 'test' });
    await moneyLedger.credit(t.app.context.db, { userId: seller.user.id, amount: 990, reason: 'test' });
    const res = await t.app.inject({ url: API.info, headers: seller.headers });
    expect(res.json()).toEqual({
      code: 1,
      msg: '',
      data: {
        user: {
          id: seller.user.id,
          nickname: 'guest',
          avatar: '',
          token: seller.token,
          level: 0,
          level_text: '普通用户',
          start_time: null,
          end_time: null,
          type: 0,
          birthday: null,
          sex: 0,
          language: 'zh-CN',
          mold: [],
          money: 9.9,
          power: 12.34,
          phone: null,
          email: 's***@example.com',
          operator: false,
        },
      },
    });
  });

  it('shows a running trial as such and an ended one as level 0', async () => {
    const now = Date.now();
    const running = await createSeller(t.app, { level: 1, startTime: now - DAY_MS, endTime: now + DAY_MS });
    const ended = await createSeller(t.app, { level: 1, startTime: now - 9 * DAY_MS, endTime: now - DAY_MS });
    const english = { 'accept-language': 'en-US' };
    const a = (await t.app.inject({ url: API.info, headers: { ...running.headers, ...english } })).json().data
      .user;
    expect(a).toMatchObject({
      level: 1,
      level_text: 'Free trial',
      end_time: new Date(now + DAY_MS).toISOString(),
    });
    const b = (await t.app.inject({ url: API.info, headers: ended.headers })).json().data.user;
    expect(b).toMatchObject({ level: 0, level_text: '普通用户' });
  });

  it('updates the profile fields it is given', async () => {
    const seller = await createSeller(t.app, { nickname: 'Old' });
    const update = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: API.updateProfile, headers: seller.headers, payload });
    const res = await update({ nickname: '  Ada  ', sex: 2, birthday: '1990-02-03', language: 'en-US' });
    expect(res.json().data.user).toMatchObject({
      nickname: 'Ada',
      sex: 2,
      birthday: '1990-02-03',
      language: 'en-US',
    });
    const partial = await update({ birthday: null });
    expect(partial.json().data.user).toMatchObject({ nickname: 'Ada', birthday: null, language: 'en-US' });

    for (const payload of [{ sex: 3 }, { sex: '1' }, { birthday: '1990-13-40' }, { language: 'fr-FR' }]) {
      const bad = await update(payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain(Object.keys(payload)[0]);
    }
    const stored = await t.app.inject({ url: API.info, headers: seller.headers });
    expect(stored.json().data.user).toMatchObject({ nickname: 'Ada', sex: 2, language: 'en-US' });
  });

  it('turns an uploaded image into a served 256×256 webp and drops the previous one', async () => {
    const seller = await createSeller(t.app);
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c00' } })
      .jpeg()
      .toBuffer();
    const first = await upload(seller.headers, { name: 'me.jpg', type: 'image/jpeg', data: jpeg });
    expect(first.json().code).toBe(1);
    const url: string = first.json().data.user.avatar;
    expect(url).toMatch(/^\/files\/avatars\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00f8' } })
      .png()
      .toBuffer();
    const second = await upload(seller.headers, { name: 'me.png', type: 'image/png', data: png });
    expect(second.json().data.user.avatar).not.toBe(url);
    expect(fs.existsSync(path.join(t.dataDir, url))).toBe(false);
    const gone = await t.app.inject({ url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 404, msg: '资源不存在', data: null });
    for (const name of ['..%2F..%2Fsecret.key', 'nope.webp', '..%2Fapp.sqlite']) {
      expect((await t.app.inject({ url: `/files/avatars/${name}` })).statusCode).toBe(404);
    }
  });

  it('leaves no file behind when the database refuses the new avatar', async () => {
    const seller = await createSeller(t.app);
    const refuse =
      engine === 'sqlite'
        ? sql`CREATE TRIGGER refuse_avatar BEFORE UPDATE OF avatar ON users BEGIN SELECT RAISE(ABORT, 'refused'); END`
        : sql`CREATE FUNCTION refuse_avatar() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql;
              CREATE TRIGGER refuse_avatar BEFORE UPDATE OF avatar ON users FOR EACH ROW EXECUTE FUNCTION refuse_avatar()`;
    await refuse.execute(t.app.context.db);
    const avatars = path.join(t.dataDir, 'files', 'avatars');
    const before = fs.existsSync(avatars) ? fs.readdirSync(avatars) : [];
    try {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } })
        .png()
        .toBuffer();
      const res = await upload(seller.headers, { name: 'a.png', type: 'image/png', data: png });
      expect(res.statusCode).toBe(500);
      expect(fs.existsSync(avatars) ? fs.readdirSync(avatars) : []).toEqual(before);
    } finally {
      await sql`DROP TRIGGER refuse_avatar${engine === 'postgres' ? sql` ON users` : sql``}`.execute(
        t.app.context.db,
      );
    }
  });

  it('accepts an upload above the 1 MB JSON body limit', async () => {
    const seller = await createSeller(t.app);
    const noise = { type: 'gaussian', mean: 128, sigma: 30 } as const;
    const big = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#000', noise } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await upload(seller.headers, { name: 'big.png', type: 'image/png', data: big });
    expect(res.json().code).toBe(1);
  });

  it('rejects anything but a JPG, PNG or WebP image up to 5 MB', async () => {
    const seller = await createSeller(t.app);
    const text = Buffer.from('hello, not an image');
    const cases = [
      [{ name: 'a.txt', type: 'text/plain', data: text }, '头像只支持 JPG、PNG 或 WebP 图片'],
      [{ name: 'a.png', type: 'image/png', data: text }, '头像只支持 JPG、PNG 或 WebP 图片'],
      [{ name: 'a.gif', type: 'image/gif', data: text }, '头像只支持 JPG、PNG 或 WebP 图片'],
      [
        { name: 'a.png', type: 'image/png', data: Buffer.alloc(5 * 1024 * 1024 + 1) },
        '头像图片不能超过 5 MB',
      ],
      [{ field: 'avatar', name: 'a.png', type: 'image/png', data: text }, '请选择要上传的头像图片'],
    ] as const;
    for (const [file, msg] of cases) {
      const res = await upload(seller.headers, file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg, data: null });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: API.uploadAvatar,
      headers: seller.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().msg).toBe('请选择要上传的头像图片');
    const row = await t.app.context.db
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', seller.user.id)
      .executeTakeFirstOrThrow();
    expect(row.avatar).toBe('');
  });

  it('says WeChat login is not configured', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.getWechatQr, payload: { ticket: 'abc' } });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ code: 501, msg: '微信登录尚未配置', data: null });
  });
});

describeEachEngine('WeChat login with credentials', (engine) => {
  const t = useTestApp(engine, { WECHAT_APP_ID: 'wx123', WECHAT_APP_SECRET: 'secret' });

  it('still answers not configured: the provider is not built yet', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.getWechatQr, payload: {} });
    expect(res.statusCode).toBe(501);
    expect(res.json().msg).toBe('微信登录即将上线，请先使用手机号或邮箱登录');
  });
});
