import { API } from '@asinasin/contract';
import type * as Contract from '@asinasin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { TEST_CHALLENGE } from '../../../test/captcha';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { settle } from '../../../test/settle';
import { LoginPage } from './login-page';

let solved = 0;
const solveCaptcha = vi.fn(() => Promise.resolve(`solved-${++solved}`));
vi.mock('@asinasin/contract', async (importOriginal) => ({
  ...(await importOriginal<typeof Contract>()),
  solveCaptcha: (...args: unknown[]) => solveCaptcha(...(args as [])),
}));

const routes = [
  { path: '/', element: <p>home</p> },
  { path: '/user/login', element: <LoginPage /> },
  { path: '/dashboard', element: <p>dashboard</p> },
  { path: '/user-center', element: <p>user center</p> },
];

function user(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    nickname: 'guest',
    avatar: '',
    token: 'tok-9',
    level: 1,
    level_text: '免费试用',
    start_time: null,
    end_time: null,
    type: 0,
    birthday: null,
    sex: 0,
    language: 'zh-CN' as const,
    mold: [],
    money: 0,
    power: 10,
    phone: null,
    email: 'a@b.co',
    ...overrides,
  };
}

beforeEach(() => {
  solved = 0;
  solveCaptcha.mockClear();
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('LoginPage: password login', () => {
  it('refuses a password shorter than six characters', async () => {
    renderRoutes(routes, '/user/login');
    await userEvent.type(await screen.findByLabelText('手机号或邮箱'), 'seller@example.com');
    await userEvent.type(screen.getByLabelText('密码'), '12345{Enter}');
    expect(await screen.findByText('密码不能少于6位')).toBeTruthy();
    expect(screen.getByText('请先完成人机验证')).toBeTruthy();
    expect(fakeApi.calls()).toEqual([]);
  });

  it('refuses an account that is neither a phone number nor an email', async () => {
    renderRoutes(routes, '/user/login');
    await userEvent.type(await screen.findByLabelText('手机号或邮箱'), 'not-an-account');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入正确的手机号或邮箱')).toBeTruthy();
  });

  it('shows loading from the click until the answer, robot check included, and sends one login per click', async () => {
    fakeApi.on(API.captchaChallenge, TEST_CHALLENGE);
    fakeApi.fail(API.login, 1004, '账号或密码错误', 401);
    const logins = () => fakeApi.calls(API.login).length;
    renderRoutes(routes, '/user/login');
    await userEvent.type(await screen.findByLabelText('手机号或邮箱'), 'seller@example.com');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong-password');
    const robot = screen.getByRole('checkbox', { name: '我不是机器人' }) as HTMLInputElement;
    fireEvent.click(robot);
    await waitFor(() => expect(robot.checked).toBe(true));
    const button = () => screen.getByRole('button', { name: /登录/ });

    fireEvent.click(button());
    await waitFor(() => expect(screen.getAllByText('账号或密码错误')).toHaveLength(1));
    await waitFor(() => expect(button().className).not.toContain('ant-btn-loading'));
    expect(logins()).toBe(1);

    // The first payload is spent: the retry solves a fresh challenge, which takes a while.
    let finishSolving = (_payload: string) => {};
    solveCaptcha.mockImplementationOnce(() => new Promise((resolve) => (finishSolving = resolve)));
    fireEvent.click(button());
    await waitFor(() => expect(button().className).toContain('ant-btn-loading'));
    fireEvent.click(button());
    fireEvent.submit(button().closest('form')!);
    await settle(); // the form validates before onFinish
    expect(logins()).toBe(1);
    finishSolving('slow-payload');
    await waitFor(() => expect(logins()).toBe(2));
    await waitFor(() => expect(button().className).not.toContain('ant-btn-loading'));
    await settle();
    expect(logins()).toBe(2);
    expect(solveCaptcha).toHaveBeenCalledTimes(2);
  });

  it('shows the English messages in English', async () => {
    await changeLanguage('en-US');
    renderRoutes(routes, '/user/login');
    await userEvent.type(await screen.findByLabelText('Password'), 'abc{Enter}');
    expect(await screen.findByText('Password cannot be shorter than six characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});

describe('LoginPage: a seller who is signed in already', () => {
  it('goes on to the redirect target', async () => {
    authToken.set('tok-signed-in');
    const { router } = renderRoutes(routes, '/user/login?redirect=%2Fuser-center');
    expect(await screen.findByText('user center')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user-center');
  });

  it('goes home without a redirect, or with one that leaves the site or loops back to login', async () => {
    for (const query of ['', '?redirect=https%3A%2F%2Fevil.example', '?redirect=%2Fuser%2Flogin']) {
      authToken.set('tok-signed-in');
      const { router, unmount } = renderRoutes(routes, `/user/login${query}`);
      expect(await screen.findByText('home')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
      unmount();
    }
  });
});

describe('LoginPage: quick login', () => {
  async function openQuickTab() {
    renderRoutes(routes, '/user/login?redirect=%2Fuser-center');
    fireEvent.click(await screen.findByRole('tab', { name: '快捷登录' }));
    return screen.findByLabelText('验证码');
  }

  it('says the code format is wrong for fewer than six digits', async () => {
    const code = await openQuickTab();
    await userEvent.type(screen.getByLabelText('手机号或邮箱'), '13800138000');
    await userEvent.type(code, '12a34{Enter}');
    expect((code as HTMLInputElement).value).toBe('1234');
    expect(await screen.findByText('验证码格式错误')).toBeTruthy();
  });

  it('takes the 6-digit code out of a pasted message', async () => {
    const code = await openQuickTab();
    fireEvent.paste(code, {
      clipboardData: { getData: () => '【AsinAsin】您的验证码是 482913，10 分钟内有效' },
    });
    await waitFor(() => expect((code as HTMLInputElement).value).toBe('482913'));
  });

  it('confirms the robot check, sends a code with a 60s countdown, logs in and goes back', async () => {
    fakeApi.on(API.captchaChallenge, TEST_CHALLENGE);
    fakeApi.on(API.getCode, { resendAfterSeconds: 60 });
    fakeApi.on(API.login, { user: user() });
    const code = await openQuickTab();
    await userEvent.type(screen.getByLabelText('手机号或邮箱'), 'a@b.co');
    fireEvent.click(screen.getByRole('checkbox', { name: '我不是机器人' }));
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: '我不是机器人' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(solveCaptcha).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60s' })).toBeTruthy();
    // A login code reaches registered accounts only: the notice says no more than that.
    expect(await screen.findByText('如果该账号已注册，验证码已发送')).toBeTruthy();
    expect(fakeApi.bodies(API.getCode)[0]).toEqual({
      account: 'a@b.co',
      type: 'login',
      captcha: 'solved-1',
    });

    await userEvent.type(code, '123456{Enter}');
    expect(await screen.findByText('user center')).toBeTruthy();
    expect(fakeApi.bodies(API.login)[0]).toEqual({ account: 'a@b.co', code: '123456' });
    expect(window.localStorage.getItem('asinasin.token')).toBe('tok-9');
    expect(document.cookie).toContain('asinasin=tok-9');
  });
});
