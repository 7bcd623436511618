import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { RouteError } from './route-error';

describe('RouteError', () => {
  it('says the page failed to load and offers a retry when a page module cannot be fetched', async () => {
    renderRoutes([
      {
        path: '/',
        hydrateFallbackElement: null,
        errorElement: <RouteError />,
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    ]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 3 }).textContent).toBe('加载失败');
    expect(within(alert).getByRole('button').textContent).toBe('重试');
  });
});
