import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { HomePage } from './home-page';

const routes = [{ path: '/', element: <HomePage /> }];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('zh-CN');
});

describe('HomePage', () => {
  it('invites a visitor to sign up or log in and shows the live counts', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 1, msg: '', data: { products: 1200, dimensions: 23, marketplaces: 9, users: 4 } }),
    );
    renderRoutes(routes, '/');
    expect((await screen.findByRole('link', { name: '免费注册，开始试用' })).getAttribute('href')).toBe(
      '/user/register',
    );
    expect(screen.getByRole('link', { name: '已有账号，去登录' }).getAttribute('href')).toBe('/user/login');
    await waitFor(() => expect(screen.getByTestId('home-stats').textContent).toContain('1,200'));
  });

  it('says so when the counts cannot be loaded, and offers the dashboard when logged in', async () => {
    authToken.set('tok');
    await changeLanguage('en-US');
    fetchMock.mockResolvedValue(jsonResponse({ code: 500, msg: 'down', data: null }, 500));
    renderRoutes(routes, '/');
    expect(await screen.findByText('Could not load the site numbers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});
