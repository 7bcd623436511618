import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latestCode, registerSeller, uniqueEmail } from './fixtures/api.js';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';
import { confirmHuman, visitorPage, WORDS, type Locale } from './fixtures/ui.js';

const product = useProduct();
const url = (path: string) => `${product.server.baseUrl}${path}`;
const where = (page: Page) => {
  const current = new URL(page.url());
  return current.pathname + current.search;
};

const LAYOUTS: { width: 'wide' | 'narrow'; locale: Locale }[] = [
  { width: 'wide', locale: 'zh-CN' },
  { width: 'narrow', locale: 'en-US' },
];

describe('home page', () => {
  for (const { width, locale } of LAYOUTS) {
    it(`shows the live numbers once at ${VIEWPORTS[width].width} px in ${locale}`, async (test) => {
      const { page } = await visitorPage(product.browser, test, { viewport: VIEWPORTS[width], locale });
      await page.goto(url('/'));
      const stats = page.getByRole('region', { name: WORDS[locale].stats });
      await stats.first().getByText(/\d/).first().waitFor();
      expect(await stats.count()).toBe(1);
      await screenshot(page, `home-${width}-${locale}`);
    });
  }
});

describe('the route guard and the session', () => {
  for (const { width, locale } of LAYOUTS) {
    it(`tells a visitor to log in first at ${VIEWPORTS[width].width} px in ${locale}`, async (test) => {
      const { page } = await visitorPage(product.browser, test, { viewport: VIEWPORTS[width], locale });
      await page.goto(url('/user-center'));
      await page.waitForURL(/\/user\/login\?redirect=%2Fuser-center$/);
      await page.locator('.ant-message').getByText(WORDS[locale].pleaseLogin).waitFor();
      await page.getByRole('heading', { name: /登录 AsinAsin|Log in to AsinAsin/ }).waitFor();
      await screenshot(page, `guard-notice-${width}-${locale}`);
    });
  }

  it('sends a signed-in seller on from the login page: to the redirect target, else home', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test);
    await page.goto(url('/user/login?redirect=%2Fuser-center'));
    await page.waitForURL(url('/user-center'));
    await page.goto(url('/user/login'));
    await page.waitForURL(url('/'));
    await page.goto(url('/user/register'));
    await page.waitForURL(url('/'));
  });

  it('lands on home after logging out of a private page, without a word about logging in', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test, {
      viewport: VIEWPORTS.narrow,
    });
    await page.goto(url('/user-center'));
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: /算力余额：\d/ }).waitFor();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(new URL(frame.url()).pathname));
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByText('已退出登录').waitFor();
    await page.getByRole('link', { name: '登录/注册' }).waitFor();
    expect(where(page)).toBe('/');
    // Straight home: never through login with a redirect back into the page just left.
    expect(navigations).toEqual(['/']);
    expect(await page.getByText('请先登录').count()).toBe(0);
    await screenshot(page, 'logged-out-narrow-zh-CN');
  });
});

describe('login', () => {
  it('shows the default message, not the page, when a proxy answers with an HTML error', async (test) => {
    const { page } = await visitorPage(product.browser, test, { locale: 'en-US' });
    await page.route('**/api/account/login', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>',
      }),
    );
    await page.goto(url('/user/login'));
    await page.getByLabel('Phone or email').fill(uniqueEmail('proxy'));
    await page.getByLabel('Password', { exact: true }).fill('whatever-1');
    await confirmHuman(page, 'en-US');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator('.ant-message').getByText('Request timeout, please try again later').waitFor();
    expect(await page.getByText(/nginx|Bad Gateway|<html/).count()).toBe(0);
    await screenshot(page, 'login-proxy-error-en-US');
  });
});

describe('verification codes', () => {
  it("counts down the server's remaining time after a reload, and words the forget notice truthfully", async (test) => {
    const { account } = await registerSeller(product.server.baseUrl);
    const { page } = await visitorPage(product.browser, test);
    await page.goto(url('/user/forget'));
    await page.getByLabel('手机号或邮箱').fill(account);
    await confirmHuman(page);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('如果该账号已注册，验证码已发送').waitFor();
    await page.getByRole('button', { name: /^([1-5]\d|60)s$/ }).waitFor();
    expect(await latestCode(product.server.baseUrl, account)).toMatch(/^\d{6}$/);

    // This device remembers: after a reload the countdown is back as soon as the account is typed,
    // where it was, not from the server's 60 again (so it is reloaded once it has moved on).
    await page.getByRole('button', { name: /^(5[0-8])s$/ }).waitFor();
    await page.reload();
    await page.getByLabel('手机号或邮箱').fill(account);
    await page.getByRole('button', { name: /^(5[0-8])s$/ }).waitFor();

    // Another device (nothing remembered): the server's CODE_TOO_SOON answer carries the seconds.
    await page.evaluate(() => window.localStorage.removeItem('asinasin.codeResend'));
    await page.reload();
    await page.getByLabel('手机号或邮箱').fill(account);
    await confirmHuman(page);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText(/^请 \d+ 秒后再获取验证码$/).waitFor();
    const label = await page.getByRole('button', { name: /^\d+s$/ }).textContent();
    expect(Number(label!.replace('s', ''))).toBeLessThanOrEqual(58);
    await screenshot(page, 'forget-countdown-after-reload');
  });

  it('says no more than "if the account exists" for an unknown account, in English too', async (test) => {
    const { page } = await visitorPage(product.browser, test, {
      locale: 'en-US',
      viewport: VIEWPORTS.narrow,
    });
    const nobody = uniqueEmail('nobody');
    await page.goto(url('/user/forget'));
    await page.getByLabel('Phone or email').fill(nobody);
    await confirmHuman(page, 'en-US');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('If the account exists, a code has been sent').waitFor();
    await expect(latestCode(product.server.baseUrl, nobody)).rejects.toThrow(/no code/);
    await screenshot(page, 'forget-unknown-narrow-en-US');
  });
});

describe('user center', () => {
  for (const { width, locale } of LAYOUTS) {
    it(`refuses a blank or too long nickname with a counter at ${VIEWPORTS[width].width} px in ${locale}`, async (test) => {
      const { page } = await signedInPage(product.browser, product.server, test, {
        viewport: VIEWPORTS[width],
        locale,
      });
      const english = locale === 'en-US';
      const nickname = page.getByLabel(english ? 'Nickname' : '昵称');
      const save = page.getByRole('button', { name: english ? 'Save profile' : '保存资料' });
      await page.goto(url('/user-center'));
      await nickname.fill('   ');
      await save.click();
      await page.getByText(english ? 'Enter a nickname' : '请输入昵称').waitFor();

      const paste = '长'.repeat(5000);
      await nickname.fill(paste);
      expect((await nickname.inputValue()).length).toBe(5000);
      await page.getByText('5000 / 32').waitFor();
      await save.click();
      await page
        .getByText(english ? 'The nickname cannot be longer than 32 characters' : '昵称不能超过 32 个字符')
        .waitFor();
      await screenshot(page, `nickname-too-long-${width}-${locale}`);
      expect(await page.getByText(english ? 'Action was successful' : '操作成功').count()).toBe(0);
    });
  }

  it('refuses an avatar over 5 MB or of another type before uploading it', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/avatar')) uploads.push(request.method());
    });
    await page.goto(url('/user-center'));
    const input = page.getByLabel('上传头像', { exact: true }).and(page.locator('input'));
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await page.getByText('头像图片不能超过 5 MB').waitFor();
    await input.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await page.getByText('仅支持 JPG、PNG、WebP 格式的图片').waitFor();
    await screenshot(page, 'avatar-too-large');
    expect(uploads).toEqual([]);
  });
});
