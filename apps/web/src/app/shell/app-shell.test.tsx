import { API, DRAWER_WIDTH, PARTICLE_COUNT } from '@asinasin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { AppShell } from './app-shell';
import { activeMenuKey } from './side-menu';
import { MENU_ITEMS } from '@asinasin/contract';

function stubViewport({
  isNarrow,
  isReducedMotion = false,
}: {
  isNarrow: boolean;
  isReducedMotion?: boolean;
}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width')
      ? isNarrow
      : query.includes('reduced-motion')
        ? isReducedMotion
        : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}

const routes = [
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <p>home page</p> },
      { path: '/products/about', element: <p>about page</p> },
      { path: '*', element: <p>other page</p> },
    ],
  },
];

beforeEach(() => {
  fakeApi.on(API.siteStats, { products: 12, dimensions: 23, marketplaces: 9, users: 3 });
});

describe('AppShell', () => {
  it('shows the wide layout: top bar with home link, side menu, particles, live stats', async () => {
    stubViewport({ isNarrow: false });
    renderRoutes(routes, '/');
    expect((await screen.findByTestId('top-bar')).dataset.layout).toBe('wide');
    expect(screen.getByRole('link', { name: /首页/ })).toBeTruthy();
    expect(screen.getByTestId('side-menu')).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录/注册' })).toBeTruthy();
    expect(screen.getByTestId('particles-canvas').dataset.particleCount).toBe(String(PARTICLE_COUNT));
    const stats = screen.getByTestId('site-stats');
    await waitFor(() => expect(stats.textContent).toContain('23'));
    expect(screen.getByTestId('page-wrapper').dataset.padded).toBe('true');
  });

  it('moves the menu into a drawer on narrow screens', async () => {
    stubViewport({ isNarrow: true });
    renderRoutes(routes, '/');
    expect((await screen.findByTestId('top-bar')).dataset.layout).toBe('narrow');
    expect(screen.queryByRole('link', { name: /首页/ })).toBeNull();
    expect(screen.queryByTestId('side-menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    expect(await screen.findByTestId('side-menu')).toBeTruthy();
    const drawer = document.querySelector<HTMLElement>('.ant-drawer-content-wrapper');
    expect(drawer?.style.width).toBe(`${DRAWER_WIDTH}px`);
  });

  it('keeps a free column for the floating customer-service button on wide screens', async () => {
    stubViewport({ isNarrow: false });
    renderRoutes(routes, '/products/about');
    expect(await screen.findByRole('button', { name: '联系客服' })).toBeTruthy();
    // Edge-to-edge pages too: the 40 px button, 24 px from the edge, and 8 px of air.
    expect((await screen.findByTestId('page-wrapper')).style.paddingInlineEnd).toBe('72px');
    expect(document.querySelector('main')?.className).toContain('shell-service-gutter');
  });

  it('moves customer service into the drawer on narrow screens instead of floating over fields', async () => {
    stubViewport({ isNarrow: true });
    renderRoutes(routes, '/');
    await screen.findByTestId('top-bar');
    expect(document.querySelector('.service-float-button')).toBeNull();
    expect(screen.queryByRole('button', { name: '联系客服' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    fireEvent.click(await screen.findByRole('button', { name: '联系客服' }));
    expect(await screen.findByText('扫码联系客服')).toBeTruthy();
  });

  it('does not pad the multi-device page', async () => {
    stubViewport({ isNarrow: false });
    renderRoutes(routes, '/products/about');
    expect((await screen.findByTestId('page-wrapper')).dataset.padded).toBe('false');
  });

  it('stays still for visitors who prefer reduced motion', async () => {
    stubViewport({ isNarrow: false, isReducedMotion: true });
    renderRoutes(routes, '/');
    expect((await screen.findByTestId('particles-canvas')).dataset.animating).toBe('false');
  });
});

describe('activeMenuKey', () => {
  it('marks the section of the path, and the user section for user-center paths', () => {
    expect(activeMenuKey('/products/asin_fx/report', MENU_ITEMS)).toBe('asin_fx');
    expect(activeMenuKey('/product/online/US/B0ABCDEFGH', MENU_ITEMS)).toBe('asin_fx');
    expect(activeMenuKey('/dashboard', MENU_ITEMS)).toBe('dashboard');
    expect(activeMenuKey('/user-center', MENU_ITEMS)).toBe('user-center');
    expect(activeMenuKey('/knowledge', MENU_ITEMS)).toBeUndefined();
  });
});
