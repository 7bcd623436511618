import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { PromoBanner, isBannerDismissed } from './promo-banner';

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
});
