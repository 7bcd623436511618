import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authToken } from '../../lib/auth-token';
import { DEFAULT_USER, userInfoQueryOptions } from '../../lib/session';
import { renderWithApp, testQueryClient } from '../../test/render';
import { PromoBanner, isBannerDismissed, isPayingMember } from './promo-banner';

afterEach(() => authToken.clear());

const NOW = Date.parse('2026-06-01T00:00:00Z');
const inDays = (days: number) => new Date(NOW + days * 86_400_000).toISOString();

/** Renders the banner for a signed-in seller whose account info is already known. */
function renderFor(user: Partial<typeof DEFAULT_USER>) {
  authToken.set('tok');
  const queryClient = testQueryClient();
  const { id, level, end_time } = { ...DEFAULT_USER, id: 7, ...user };
  queryClient.setQueryData(userInfoQueryOptions('tok').queryKey, { ...DEFAULT_USER, id, level, end_time });
  return renderWithApp(<PromoBanner showCta={false} />, '/', queryClient);
}

describe('PromoBanner', () => {
  it('closes and stays closed on this device', async () => {
    const first = renderWithApp(<PromoBanner showCta />);
    expect(await screen.findByTestId('promo-banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: '免费注册' }).getAttribute('href')).toBe('/user/register');
    fireEvent.click(screen.getByRole('button', { name: '关闭横幅' }));
    expect(screen.queryByTestId('promo-banner')).toBeNull();
    expect(isBannerDismissed()).toBe(true);
    first.unmount();

    renderWithApp(
      <>
        <p>page</p>
        <PromoBanner showCta />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByTestId('promo-banner')).toBeNull();
  });

  it('hides the sign-up link for a logged-in seller', async () => {
    renderWithApp(<PromoBanner showCta={false} />);
    expect(await screen.findByTestId('promo-banner')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('counts only a running membership above the trial level as paying', () => {
    expect(isPayingMember({ level: 2, end_time: inDays(30) }, NOW)).toBe(true);
    expect(isPayingMember({ level: 1, end_time: inDays(30) }, NOW)).toBe(false);
    expect(isPayingMember({ level: 2, end_time: inDays(-1) }, NOW)).toBe(false);
    expect(isPayingMember({ level: 2, end_time: null }, NOW)).toBe(false);
  });

  it('is not shown to a paying member', async () => {
    renderFor({ level: 2, end_time: new Date(Date.now() + 30 * 86_400_000).toISOString() });
    await screen.findByText((_, el) => el?.tagName === 'BODY');
    expect(screen.queryByTestId('promo-banner')).toBeNull();
  });

  it('is shown to a seller on the free trial', async () => {
    renderFor({ level: 1, end_time: new Date(Date.now() + 3 * 86_400_000).toISOString() });
    expect(await screen.findByTestId('promo-banner')).toBeTruthy();
  });
});
