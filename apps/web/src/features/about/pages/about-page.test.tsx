import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { AboutPage } from './about-page';

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 404 }))),
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe('AboutPage', () => {
  it('shows the extension guide and a mini-program QR that says it is a placeholder', async () => {
    renderRoutes([{ path: '/products/about', element: <AboutPage /> }], '/products/about');
    expect(await screen.findByRole('heading', { name: '多端登录' })).toBeTruthy();
    expect(screen.getByDisplayValue('chrome://extensions')).toBeTruthy();
    // the QR code is drawn by a module loaded when first shown
    expect(await screen.findByText('示例二维码：运营方尚未配置小程序地址')).toBeTruthy();
  });
});
