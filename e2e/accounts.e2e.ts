import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API } from '@asinasin/contract';
import { call, latestCode, registerSeller, uniqueEmail } from './fixtures/api.js';
import { openPage, screenshot } from './fixtures/browser.js';
import { signedInPage } from './fixtures/seller.js';
import { useProduct } from './fixtures/product.js';

const product = useProduct();

const path = (page: Page) => new URL(page.url()).pathname;

/** The robot check turns checked only once the proof of work is solved. */
async function confirmHuman(page: Page) {
  await page.getByRole('checkbox', { name: '我不是机器人' }).click();
  await page.getByRole('checkbox', { name: '我不是机器人', checked: true }).waitFor();
}

async function sendCode(page: Page, account: string): Promise<string> {
  await page.getByRole('button', { name: '获取验证码' }).click();
  // Registration codes go to new accounts, login and forget codes to registered ones.
  await page.getByText(/^(验证码获取成功|如果该账号已注册，验证码已发送)$/).waitFor();
  await expect.poll(() => page.getByRole('button', { name: /^\d+s$/ }).count()).toBe(1);
  return latestCode(product.server.baseUrl, account);
}

async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  // Wait until the menu shows the loaded balance: a menu re-rendering under the pointer drops clicks.
  await page.getByRole('menuitem', { name: /算力余额：\d/ }).waitFor();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByText('已退出登录').waitFor();
  await page.waitForURL(`${product.server.baseUrl}/`);
}

describe('accounts in the browser', () => {
  it('registers with a code from the outbox, logs out, and logs back in with the password', async (test) => {
    const { page } = await openPage(product.browser, test);
    const account = uniqueEmail('ui');
    const password = 'ui-secret-1';
    await page.goto(`${product.server.baseUrl}/user/register`);
    await page.getByLabel('手机号或邮箱').fill(account);
    await confirmHuman(page);
    const code = await sendCode(page, account);
    await page.getByLabel('验证码').fill(code);
    await page.getByLabel('密码', { exact: true }).fill(password);
    await page.getByLabel('确认密码').fill(password);
    await page.getByLabel('昵称（选填）').fill('小王');
    await screenshot(page, 'register-filled');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.waitForURL(/\/dashboard/);
    // A new device gets the free usage period (its fingerprint travelled as `re`) and the welcome power.
    await page.getByTestId('user-menu').click();
    await page.getByText(/会员有效期至 \d{4}-\d{2}-\d{2}/).waitFor();
    await page.getByText('算力余额：10.00').waitFor();
    await expect.poll(() => page.getByTestId('site-stats').textContent()).toMatch(/用户\s*[1-9]/);
    await screenshot(page, 'dashboard-after-register');
    await page.keyboard.press('Escape');

    await logOut(page);
    await page.getByRole('link', { name: '登录/注册' }).click();
    await page.getByRole('heading', { name: '登录 AsinAsin' }).waitFor();
    await page.getByLabel('手机号或邮箱').fill(account);
    await page.getByLabel('密码', { exact: true }).fill(password);
    await confirmHuman(page);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('登录成功').waitFor();
    await page.getByTestId('user-menu').waitFor();
    expect(path(page)).not.toMatch(/^\/user\//);
  });

  it('refuses a wrong password with the same message as an unknown account', async (test) => {
    const { account } = await registerSeller(product.server.baseUrl);
    const { page } = await openPage(product.browser, test);
    await page.goto(`${product.server.baseUrl}/user/login`);
    for (const who of [account, uniqueEmail('nobody')]) {
      await page.getByLabel('手机号或邮箱').fill(who);
      await page.getByLabel('密码', { exact: true }).fill('wrong-password');
      await confirmHuman(page);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.getByText('账号或密码错误').last().waitFor();
      expect(path(page)).toBe('/user/login');
      await page.reload();
    }
  });

  it('speaks English end to end once English is chosen, server messages included', async (test) => {
    const { account } = await registerSeller(product.server.baseUrl);
    const { page } = await openPage(product.browser, test, { locale: 'en-US' });
    await page.goto(`${product.server.baseUrl}/user/login`);
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByLabel('Phone or email').fill(account);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('checkbox', { name: 'I am not a robot' }).click();
    await page.getByRole('checkbox', { name: 'I am not a robot', checked: true }).waitFor();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('Wrong account or password').last().waitFor();
    await screenshot(page, 'login-wrong-password-en');
  });

  it('says a password under 6 characters is too short before sending anything', async (test) => {
    const { page } = await openPage(product.browser, test);
    await page.goto(`${product.server.baseUrl}/user/login`);
    await page.getByLabel('手机号或邮箱').fill('13800138000');
    await page.getByLabel('密码', { exact: true }).fill('123');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('密码不能少于6位').waitFor();
    await screenshot(page, 'login-short-password');
  });

  it('logs in quickly with a code instead of a password', async (test) => {
    const { account } = await registerSeller(product.server.baseUrl);
    const { page } = await openPage(product.browser, test);
    await page.goto(`${product.server.baseUrl}/user/login`);
    await page.getByRole('tab', { name: '快捷登录' }).click();
    await page.getByLabel('手机号或邮箱').fill(account);
    await confirmHuman(page);
    const code = await sendCode(page, account);
    await page.getByLabel('验证码').fill(code);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('登录成功').waitFor();
    await page.getByTestId('user-menu').waitFor();
  });

  it('resets a forgotten password with a code, then logs in with the new one', async (test) => {
    const { account } = await registerSeller(product.server.baseUrl);
    const { page } = await openPage(product.browser, test);
    await page.goto(`${product.server.baseUrl}/user/login`);
    await page.getByRole('link', { name: '忘记密码' }).click();
    await page.waitForURL(/\/user\/forget/);
    await page.getByRole('heading', { name: '找回密码' }).waitFor();
    await page.getByLabel('手机号或邮箱').fill(account);
    await confirmHuman(page);
    const code = await sendCode(page, account);
    await page.getByLabel('验证码').fill(code);
    await page.getByLabel('新密码').fill('brand-new-pass');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.waitForURL(/\/user\/login/);
    await page.getByRole('heading', { name: '登录 AsinAsin' }).waitFor();

    await page.getByLabel('手机号或邮箱').fill(account);
    await page.getByLabel('密码', { exact: true }).fill('brand-new-pass');
    await confirmHuman(page);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('登录成功').waitFor();
  });
});

describe('a wrong verification code', () => {
  it('makes the next try run the robot check again, and the owner still gets in', async (test) => {
    const { account } = await registerSeller(product.server.baseUrl);
    const { page } = await openPage(product.browser, test);
    await page.goto(`${product.server.baseUrl}/user/login`);
    await page.getByRole('tab', { name: '快捷登录' }).click();
    await page.getByLabel('手机号或邮箱').fill(account);
    await confirmHuman(page);
    const code = await sendCode(page, account);
    // Someone else gets a code wrong for this account: from now on a try needs a robot check.
    const wrong = code === '000000' ? '111111' : '000000';
    const guess = await call(product.server.baseUrl, API.login, { account, code: wrong });
    expect(guess.code).toBe(1002);

    const answers: number[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === API.login) {
        void res.json().then((body: { code: number }) => answers.push(body.code));
      }
    });
    await page.getByLabel('验证码').fill(code);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    // The form is asked for a check (1008), solves a fresh one and sends the code again with it.
    await page.getByText('登录成功').waitFor();
    await page.getByTestId('user-menu').waitFor();
    await expect.poll(() => answers).toEqual([1008, 1]);
  });
});

describe('the route guard', () => {
  it('sends a visitor to login for private pages and lets public pages through', async (test) => {
    const { page } = await openPage(product.browser, test);
    await page.goto(`${product.server.baseUrl}/user-center`);
    await page.waitForURL(/\/user\/login/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/user-center');
    for (const open of ['/', '/user/register', '/user/forget']) {
      await page.goto(`${product.server.baseUrl}${open}`);
      await page.waitForLoadState('networkidle');
      expect(path(page)).not.toBe('/user/login');
    }
    await page.goto(`${product.server.baseUrl}/no/such/page`);
    await page.waitForURL(`${product.server.baseUrl}/`);
  });

  it('logs out with 您还未登录 when the cookie token differs from the stored one', async (test) => {
    const { page, context } = await signedInPage(product.browser, product.server, test);
    await page.goto(`${product.server.baseUrl}/user-center`);
    await page.getByTestId('user-menu').waitFor();
    await context.addCookies([{ name: 'asinasin', value: 'tampered', url: product.server.baseUrl }]);
    await page.goto(`${product.server.baseUrl}/dashboard`);
    await page.getByText('您还未登录').first().waitFor();
    await page.waitForURL(/\/user\/login/);
  });

  it('treats a revoked session as logged out', async (test) => {
    const { page } = await signedInPage(product.browser, product.server, test);
    await page.goto(`${product.server.baseUrl}/dashboard`);
    await logOut(page);
    await page.goto(`${product.server.baseUrl}/user-center`);
    await page.waitForURL(/\/user\/login/);
  });
});
