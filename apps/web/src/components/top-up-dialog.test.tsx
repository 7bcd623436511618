import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { topUpDialog } from '../lib/top-up-store';
import { renderWithApp } from '../test/render';
import { TopUpDialog } from './top-up-dialog';

afterEach(() => topUpDialog.close());

describe('TopUpDialog', () => {
  it('renders nothing until first opened, then loads and shows the dialog', async () => {
    renderWithApp(<TopUpDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => topUpDialog.open());
    expect(await screen.findByText('充值套餐暂未开放')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes with its close icon and opens again without a reload', async () => {
    renderWithApp(<TopUpDialog />);
    act(() => topUpDialog.open());
    (await screen.findByRole('button', { name: '关闭' })).click();
    await waitFor(() => expect(topUpDialog.isOpen()).toBe(false));

    act(() => topUpDialog.open());
    expect(await screen.findByText('充值套餐暂未开放')).toBeTruthy();
  });
});
