import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleStore } from '../../../lib/module-store';
import { renderRoutes } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

afterEach(() => moduleStore.reset());

const routes = [{ path: '/dashboard', element: <DashboardPage /> }];

describe('DashboardPage', () => {
  it('shows a card per module with the default module active', async () => {
    renderRoutes(routes, '/dashboard');
    expect((await screen.findByTestId('module-card-ai_pantent')).dataset.active).toBe('true');
    expect(screen.getAllByTestId(/^module-card-/)).toHaveLength(7);
    expect(screen.getByRole('link', { name: '进入 · ASIN分析' }).getAttribute('href')).toBe(
      '/products/asin_fx/index',
    );
  });

  it('makes the enName query parameter the active module', async () => {
    renderRoutes(routes, '/dashboard?enName=sc_fx');
    await waitFor(() => expect(screen.getByTestId('module-card-sc_fx').dataset.active).toBe('true'));
    expect(screen.getByTestId('module-card-ai_pantent').dataset.active).toBe('false');
    expect(moduleStore.getState().activeName).toBe('sc_fx');
  });
});
