import { API } from '@asinasin/contract';
import type * as Contract from '@asinasin/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { TEST_CHALLENGE } from '../../../test/captcha';
import type { ApiData } from '../../../test/api-responses';
import { ApiFailure, fakeApi, type Answer } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { ForgetPage } from '../pages/forget-page';
import { RegisterPage } from '../pages/register-page';
import { saveResendDeadline } from './resend-deadline';

vi.mock('@asinasin/contract', async (importOriginal) => ({
  ...(await importOriginal<typeof Contract>()),
  solveCaptcha: () => Promise.resolve('solved'),
}));

const routes = [
  { path: '/user/forget', element: <ForgetPage /> },
  { path: '/user/register', element: <RegisterPage /> },
];

/** The server's answers: a challenge, and `getCode` as given. */
function answerGetCode(getCode: Answer<ApiData<typeof API.getCode>>) {
  fakeApi.on(API.captchaChallenge, TEST_CHALLENGE);
  fakeApi.on(API.getCode, getCode);
}

async function askForCode(path: string, account: string) {
  renderRoutes(routes, path);
  await userEvent.type(await screen.findByLabelText(/手机号或邮箱|Phone or email/), account);
  const robot = screen.getByRole('checkbox') as HTMLInputElement;
  fireEvent.click(robot);
  await waitFor(() => expect(robot.checked).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: /获取验证码|Send code/ }));
}

afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('SendCodeButton', () => {
  it('words the forget notice so it is true for unknown accounts too', async () => {
    answerGetCode({ resendAfterSeconds: 60 });
    await askForCode('/user/forget', 'nobody@example.com');
    expect(await screen.findByText('如果该账号已注册，验证码已发送')).toBeTruthy();
    expect(screen.queryByText('验证码获取成功')).toBeNull();
  });

  it('keeps the plain notice for a registration code, the same whether the account exists or not', async () => {
    await changeLanguage('en-US');
    answerGetCode({ resendAfterSeconds: 60 });
    await askForCode('/user/register', 'new@example.com');
    expect(await screen.findByText('Verification code obtained successfully')).toBeTruthy();
  });

  it("counts down the server's remaining seconds when it says it is too soon", async () => {
    answerGetCode(new ApiFailure(1005, '请 51 秒后再获取验证码', 429, { resendAfterSeconds: 51 }));
    await askForCode('/user/forget', 'seller@example.com');
    // The button first: the wait sees each change of the page as it happens, and the countdown
    // moves on only a second after it starts, however busy the machine (the notice may come later).
    const button = await screen.findByRole('button', { name: '51s' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('请 51 秒后再获取验证码')).toBeTruthy();
  });

  // One page each: three renders in one test took longer than a test's time on a loaded machine.
  it.each([
    ['no data', null],
    ['seconds that are not a number', { resendAfterSeconds: 'soon' }],
    ['negative seconds', { resendAfterSeconds: -3 }],
  ])('ignores a too-soon answer with %s and stays ready to send', async (_case, data) => {
    answerGetCode(new ApiFailure(1005, '请稍后再获取验证码', 429, data));
    await askForCode('/user/forget', 'seller@example.com');
    // The notice comes after the answer has been handled: a countdown would have started by now.
    expect(await screen.findByText('请稍后再获取验证码')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: /^\d+s$/ })).toBeNull();
  });

  it('shows the countdown this device knows for the account after a reload', async () => {
    renderRoutes(routes, '/user/forget');
    const input = await screen.findByLabelText('手机号或邮箱');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
    // From here the clock moves only when the test moves it, so the seconds shown are exact
    // however long the render above took.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      saveResendDeadline('forget', 'seller@example.com', 40);
      await act(async () => {
        fireEvent.change(input, { target: { value: 'Seller@Example.com ' } });
      });
      expect(screen.getByRole('button', { name: '40s' })).toBeTruthy();
      const secondPasses = () => act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
      for (let second = 0; second < 39; second++) await secondPasses();
      expect(screen.getByRole('button', { name: '1s' })).toBeTruthy();
      await secondPasses();
      expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
