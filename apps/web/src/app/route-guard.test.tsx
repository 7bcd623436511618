import { TOKEN_COOKIE } from '@asinasin/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n';
import { authToken } from '../lib/auth-token';
import { renderRoutes } from '../test/render';
import { settle } from '../test/settle';
import { decideRoute, RouteGuard } from './route-guard';
import { redirectRoute } from '../lib/routing/route-builders';

const page = (name: string) => <p>page:{name}</p>;

const routes = [
  {
    element: <RouteGuard />,
    children: [
      { path: '/', element: page('home') },
      { path: '/products', element: page('products') },
      { path: '/user/login', element: page('login') },
      { path: '/user/register', element: page('register') },
      { path: '/user/forget', element: page('forget') },
      { path: '/dashboard', element: page('dashboard') },
      { path: '/user-center', element: page('user-center') },
      redirectRoute('/', { path: '*' }),
    ],
  },
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('zh-CN');
});

describe('decideRoute', () => {
  it('lets anyone through the public paths of SPEC §5', () => {
    for (const pathname of [
      '/',
      '/user/login',
      '/user/forget',
      '/user/register',
      '/products',
      '/products/',
    ]) {
      expect(decideRoute({ pathname, search: '', token: '', cookieToken: '' })).toEqual({ kind: 'allow' });
    }
  });

  it('sends a visitor on a private path to login with the path to come back to', () => {
    expect(
      decideRoute({ pathname: '/product', search: '?asin=B0ABCDEFGH', token: '', cookieToken: '' }),
    ).toEqual({
      kind: 'login',
      to: '/user/login?redirect=%2Fproduct%3Fasin%3DB0ABCDEFGH',
    });
  });

  it('lets a logged-in seller through when cookie and stored token agree', () => {
    expect(decideRoute({ pathname: '/dashboard', search: '', token: 't', cookieToken: 't' })).toEqual({
      kind: 'allow',
    });
  });

  it('reports a mismatch between cookie and stored token, on public paths too', () => {
    expect(decideRoute({ pathname: '/dashboard', search: '', token: 't', cookieToken: 'other' }).kind).toBe(
      'mismatch',
    );
    expect(decideRoute({ pathname: '/', search: '', token: 't', cookieToken: '' }).kind).toBe('mismatch');
  });
});

describe('RouteGuard', () => {
  it('shows a public page to a visitor', async () => {
    renderRoutes(routes, '/products');
    expect(await screen.findByText('page:products')).toBeTruthy();
  });

  it('redirects a visitor from a private page to login, saying why', async () => {
    const { router } = renderRoutes(routes, '/user-center');
    expect(await screen.findByText('page:login')).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Fuser-center');
    expect(await screen.findByText('请先登录')).toBeTruthy();
  });

  it('says it in English too, and says nothing on public pages', async () => {
    await changeLanguage('en-US');
    const { router } = renderRoutes(routes, '/products');
    expect(await screen.findByText('page:products')).toBeTruthy();
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByText('page:login')).toBeTruthy();
    expect(await screen.findByText('Please log in first')).toBeTruthy();
    expect(screen.getAllByText('Please log in first')).toHaveLength(1);
  });

  it('sends an unknown path home rather than to login', async () => {
    const { router } = renderRoutes(routes, '/no/such/page');
    expect(await screen.findByText('page:home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a private page when logged in', async () => {
    authToken.set('tok');
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('page:dashboard')).toBeTruthy();
  });

  it('logs out with 您还未登录 when the cookie token differs from the stored one', async () => {
    authToken.set('tok');
    document.cookie = `${TOKEN_COOKIE}=stolen; Path=/`;
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('您还未登录')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    // One notice for one event: no 'please log in first' on top of it.
    await settle();
    expect(screen.queryByText('请先登录')).toBeNull();
    expect(authToken.get()).toBe('');
    expect(authToken.getCookie()).toBe('');
  });
});
