import { API } from '@asinasin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authToken } from '../../lib/auth-token';
import { useAuthToken } from '../../lib/session';
import { topUpDialog } from '../../lib/top-up-store';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { TopUpDialog } from '../../features/billing';
import { Outlet } from 'react-router';
import { RouteGuard } from '../route-guard';
import { UserMenu } from './user-menu';

const user = {
  id: 3,
  nickname: '小卖家',
  avatar: '',
  token: 'tok-3',
  level: 1,
  level_text: '免费试用',
  start_time: '2026-11-22T00:00:00.000Z',
  end_time: '2026-11-29T00:00:00.000Z',
  type: 0,
  birthday: null,
  sex: 0,
  language: 'zh-CN' as const,
  mold: [],
  money: 0,
  power: 12.5,
  phone: null,
  email: 's***@example.com',
};

beforeEach(() => {
  fakeApi.on(API.info, { user });
  fakeApi.on(API.logout, null);
  authToken.set('tok-3');
  topUpDialog.close();
});

/** As in the top bar: the menu is there only while a session is. */
function MenuWhenSignedIn() {
  return useAuthToken() ? <UserMenu /> : null;
}

const routes = [
  {
    path: '/',
    element: (
      <>
        <UserMenu />
        <TopUpDialog />
      </>
    ),
  },
  { path: '/user/login', element: <p>login page</p> },
];

describe('UserMenu', () => {
  it('shows the power balance with two decimals and the membership end date', async () => {
    renderRoutes(routes, '/');
    await waitFor(() => expect(screen.getByTestId('user-menu').textContent).toContain('小卖家'));
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByRole('menuitem', { name: /算力余额：12\.50/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /会员有效期至 2026-11-29/ })).toBeTruthy();
  });

  it('opens the top-up dialog with the balance', async () => {
    renderRoutes(routes, '/');
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByRole('menuitem', { name: /算力余额/ }));
    expect(await screen.findByText('当前算力余额：12.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  });

  it('logs out from a private page: calls the server, forgets the session and lands home', async () => {
    const guarded = [
      {
        element: <RouteGuard />,
        children: [
          {
            element: (
              <>
                <MenuWhenSignedIn />
                <Outlet />
              </>
            ),
            children: [
              { path: '/', element: <p>home page</p> },
              { path: '/user-center', element: <p>user center page</p> },
              { path: '/user/login', element: <p>login page</p> },
            ],
          },
        ],
      },
    ];
    const { router } = renderRoutes(guarded, '/user-center');
    fireEvent.click(await screen.findByTestId('user-menu'));
    fireEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    expect(await screen.findByText('已退出登录')).toBeTruthy();
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('请先登录')).toBeNull();
    expect(fakeApi.calls(API.logout)).not.toHaveLength(0);
    expect(authToken.get()).toBe('');
    expect(authToken.getCookie()).toBe('');
  });
});
