import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../../../lib/auth-token';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { UserCenterPage } from './user-center-page';

const fetchMock = vi.fn<typeof fetch>();
const routes = [{ path: '/user-center', element: <UserCenterPage /> }];

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  authToken.set('tok-uc');
});
afterEach(() => vi.unstubAllGlobals());

describe('UserCenterPage', () => {
  it('shows profile, membership dates and the power balance with two decimals', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        code: 1,
        msg: '',
        data: {
          user: {
            id: 5,
            nickname: '老王',
            avatar: '',
            token: 'tok-uc',
            level: 1,
            level_text: '免费试用',
            start_time: '2026-11-22T08:00:00.000Z',
            end_time: '2026-11-29T08:00:00.000Z',
            type: 0,
            birthday: '1990-05-04',
            sex: 1,
            language: 'zh-CN',
            mold: [],
            money: 0,
            power: 3.1,
            phone: '138****8000',
            email: null,
          },
        },
      }),
    );
    renderRoutes(routes, '/user-center');
    expect(await screen.findByDisplayValue('老王')).toBeTruthy();
    expect(screen.getByText('3.10')).toBeTruthy();
    expect(screen.getByText('免费试用')).toBeTruthy();
    expect(screen.getByText('2026-11-29')).toBeTruthy();
    expect(screen.getByText('138****8000')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '男' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('原密码')).toBeTruthy();
  });

  it('shows the error with a retry when the profile cannot be loaded', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    renderRoutes(routes, '/user-center');
    expect(await screen.findByText('个人信息加载失败')).toBeTruthy();
    expect(screen.getByText('请求超时，请稍后再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
