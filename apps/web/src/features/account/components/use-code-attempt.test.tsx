import { API } from '@asinasin/contract';
import type * as Contract from '@asinasin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CHALLENGE } from '../../../test/captcha';
import type { ApiPath } from '../../../test/api-responses';
import { fakeApi } from '../../../test/fake-api';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { ForgetPage } from '../pages/forget-page';
import { LoginPage } from '../pages/login-page';

let solved = 0;
const solveCaptcha = vi.fn(() => Promise.resolve(`solved-${++solved}`));
vi.mock('@asinasin/contract', async (importOriginal) => ({
  ...(await importOriginal<typeof Contract>()),
  solveCaptcha: (...args: unknown[]) => solveCaptcha(...(args as [])),
}));

const routes = [
  { path: '/user/login', element: <LoginPage /> },
  { path: '/user/forget', element: <ForgetPage /> },
  { path: '/dashboard', element: <p>dashboard</p> },
];

const USER = {
  id: 1,
  nickname: 'guest',
  avatar: '',
  token: 'tok-9',
  level: 0,
  level_text: '普通用户',
  start_time: null,
  end_time: null,
  type: 0,
  birthday: null,
  sex: 0,
  language: 'zh-CN',
  mold: [],
  money: 0,
  power: 0,
  phone: null,
  email: 'a@b.co',
};
const NEEDS_CHECK = { code: 1008, msg: '为保护账号安全，请先完成人机验证再提交验证码', data: null };
const WRONG_CODE = { code: 1002, msg: '验证码错误或已过期', data: null };

/** The server: challenges, codes, and `answer` for each try of a code (given its body). */
function serve(path: ApiPath, answer: (body: Record<string, unknown>) => Response) {
  fakeApi.on(API.captchaChallenge, TEST_CHALLENGE);
  fakeApi.on(API.getCode, { resendAfterSeconds: 60 });
  fakeApi.on(path, (body: Record<string, unknown>) => answer(body));
}
const triesOf = (path: string) => fakeApi.bodies(path);

/** Account, the robot check ticked, a code sent: the form as a seller fills it. */
async function fillCodeForm(account: string) {
  await userEvent.type(await screen.findByLabelText('手机号或邮箱'), account);
  const robot = screen.getByRole('checkbox', { name: '我不是机器人' }) as HTMLInputElement;
  fireEvent.click(robot);
  await waitFor(() => expect(robot.checked).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByRole('button', { name: '60s' });
}

beforeEach(() => {
  solved = 0;
  solveCaptcha.mockClear();
});

// Each test types, solves and waits through several answers: generous on a loaded 2-core machine.
describe('a form that spends a verification code', () => {
  it('runs the robot check again when the server asks for one, and resends the code with it', async () => {
    serve(API.login, (body) =>
      jsonResponse(body.captcha ? { code: 1, msg: '', data: { user: USER } } : NEEDS_CHECK, 200),
    );
    renderRoutes(routes, '/user/login');
    fireEvent.click(await screen.findByRole('tab', { name: '快捷登录' }));
    await fillCodeForm('a@b.co');
    expect(solveCaptcha).toHaveBeenCalledTimes(1); // the tick; the code request spent its payload

    // The seller sees the robot check working again before the code goes a second time.
    let finishSolving = (_payload: string) => {};
    solveCaptcha.mockImplementationOnce(() => new Promise((resolve) => (finishSolving = resolve)));
    await userEvent.type(screen.getByLabelText('验证码'), '123456{Enter}');
    expect(await screen.findByText('正在验证…')).toBeTruthy();
    const robot = screen.getByRole('checkbox', { name: '我不是机器人' }) as HTMLInputElement;
    expect(robot.checked).toBe(false);
    finishSolving('after-the-ask');
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(triesOf('/api/account/login')).toEqual([
      { account: 'a@b.co', code: '123456' },
      { account: 'a@b.co', code: '123456', captcha: 'after-the-ask' },
    ]);
  });

  it('after a wrong code, sends the next one with a fresh robot check', async () => {
    serve(API.login, (body) =>
      body.code === '654321'
        ? jsonResponse({ code: 1, msg: '', data: { user: USER } })
        : jsonResponse(WRONG_CODE, 400),
    );
    renderRoutes(routes, '/user/login');
    fireEvent.click(await screen.findByRole('tab', { name: '快捷登录' }));
    await fillCodeForm('a@b.co');
    const code = screen.getByLabelText('验证码');
    await userEvent.type(code, '123456{Enter}');
    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, '654321{Enter}');
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(triesOf('/api/account/login')).toEqual([
      { account: 'a@b.co', code: '123456' },
      { account: 'a@b.co', code: '654321', captcha: 'solved-2' },
    ]);
  });

  it('resets a forgotten password the same way, and says so when the robot check cannot be solved', async () => {
    serve(API.updatePassword, (body) =>
      jsonResponse(body.captcha ? { code: 1, msg: '', data: null } : NEEDS_CHECK, 200),
    );
    renderRoutes(routes, '/user/forget');
    await fillCodeForm('a@b.co');
    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.type(screen.getByLabelText('新密码'), 'brand-new-pass');

    solveCaptcha.mockImplementationOnce(() => Promise.reject(new Error('worker died')));
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText(NEEDS_CHECK.msg)).toBeTruthy();
    expect(screen.getByText('人机验证失败，请重试')).toBeTruthy();
    expect(triesOf('/api/account/updatePassword')).toHaveLength(1);

    // The seller ticks the check again and resubmits: this time the check goes along at once.
    fireEvent.click(screen.getByRole('checkbox', { name: '我不是机器人' }));
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: '我不是机器人' }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeTruthy();
    const tries = triesOf('/api/account/updatePassword');
    expect(tries).toHaveLength(2);
    expect(tries[1]).toMatchObject({ account: 'a@b.co', code: '123456', password: 'brand-new-pass' });
    expect(tries[1]!.captcha).toMatch(/^solved-\d+$/);
  });
});
