import { API } from '@asinasin/contract';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { createSeller, requestCode, solvedCaptcha, uniquePhone } from '../../../test/support/factories.js';
import { multipartBody } from '../../../test/support/multipart.js';
import { describeEachEngine, useTestApp } from '../../../test/support/test-app.js';

describeEachEngine('responses that carry a token', (engine) => {
  const t = useTestApp(engine, { CODE_RATE_PER_IP_HOUR: '1000' });

  it('are never stored by a cache', async () => {
    const seller = await createSeller(t.app);
    const phone = uniquePhone();
    const code = await requestCode(t.app, phone, 'register');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const avatar = await multipartBody({ name: 'a.png', type: 'image/png', data: png });
    const responses = {
      register: await t.app.inject({
        method: 'POST',
        url: API.register,
        payload: { account: phone, code, password: 'secret123', captcha: await solvedCaptcha(t.app) },
      }),
      login: await t.app.inject({
        method: 'POST',
        url: API.login,
        payload: { account: seller.account, password: seller.password, captcha: await solvedCaptcha(t.app) },
      }),
      info: await t.app.inject({ url: API.info, headers: seller.headers }),
      updateProfile: await t.app.inject({
        method: 'POST',
        url: API.updateProfile,
        headers: seller.headers,
        payload: { nickname: 'Ada' },
      }),
      uploadAvatar: await t.app.inject({
        method: 'POST',
        url: API.uploadAvatar,
        headers: { ...seller.headers, 'content-type': avatar.contentType },
        payload: avatar.payload,
      }),
    };
    for (const [name, res] of Object.entries(responses)) {
      expect(res.json().data.user.token, name).toMatch(/\S{20,}/);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });
});
