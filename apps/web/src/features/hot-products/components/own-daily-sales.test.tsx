import { API, type OwnDailySales } from '@asinasin/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { dailySalesOption, windowDays } from '../model/own-daily-sales-chart';
import { OwnDailySalesCard } from './own-daily-sales';

const answer = (overrides: Partial<OwnDailySales> = {}): OwnDailySales => ({
  marketplace: 'US',
  asin: 'B0SPAPI001',
  from: '2026-10-28',
  to: '2026-11-26',
  days: [
    { day: '2026-11-24', units: 3, sessions: 40, pageViews: 56, sales: 38.97, currency: 'USD' },
    { day: '2026-11-26', units: 5, sessions: 52, pageViews: 73, sales: 64.95, currency: 'USD' },
  ],
  daysSynced: 30,
  empty: null,
  ...overrides,
});
const render = () =>
  renderWithApp(<OwnDailySalesCard marketplace="US" asin="B0SPAPI001" />, '/products/hot-product-detail');

beforeEach(() => authToken.set('tok-own-sales'));
afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe("the seller's own daily sales of a product", () => {
  it('sums the days and draws them, asking for the product in its marketplace', async () => {
    fakeApi.on(API.amazonOwnDailySales, answer());
    render();
    expect((await screen.findByTestId('own-sales-total')).textContent).toBe(
      '2026-10-28 至 2026-11-26：共订购 8 件，92 次会话',
    );
    expect(screen.getByRole('img', { name: 'B0SPAPI001 的每日订购件数与会话数' })).toBeTruthy();
    expect(fakeApi.bodies(API.amazonOwnDailySales)).toEqual([{ marketplace: 'US', asin: 'B0SPAPI001' }]);
  });

  it('says why there is no day and how to fill it', async () => {
    fakeApi.on(API.amazonOwnDailySales, answer({ days: [], daysSynced: 0, empty: 'not-synced' }));
    render();
    const empty = await screen.findByTestId('own-sales-empty');
    expect(empty.textContent).toContain('还没有同步过任何一天的销售与流量');
    expect(screen.getByRole('link', { name: '去“关于数据”连接或同步亚马逊账户' }).getAttribute('href')).toBe(
      '/data#amazon-account',
    );
  });

  it('in English, says the product had no sale or visit in the days synced', async () => {
    await changeLanguage('en-US');
    fakeApi.on(API.amazonOwnDailySales, answer({ days: [], empty: 'not-sold' }));
    render();
    expect((await screen.findByTestId('own-sales-empty')).textContent).toBe(
      "In the days synced from 2026-10-28 to 2026-11-26, Amazon's reports did not name this product: your account had no sale or visit of it",
    );
    // nothing to connect or sync: the product did not sell
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a visitor is told to sign in, and nothing is asked', async () => {
    authToken.set('');
    render();
    expect(await screen.findByText(/登录并连接你的亚马逊账户后/)).toBeTruthy();
    expect(fakeApi.bodies(API.amazonOwnDailySales)).toEqual([]);
  });

  it('lays out every day of the window, a day not named left empty', () => {
    const days = windowDays('2026-10-28', '2026-11-26');
    expect(days).toHaveLength(30);
    expect([days[0], days.at(-1)]).toEqual(['2026-10-28', '2026-11-26']);
    const option = dailySalesOption(answer(), { units: 'u', sessions: 's', day: (iso) => iso });
    const [units, sessions] = option.series as { data: (number | null)[] }[];
    expect(units!.data.slice(-3)).toEqual([3, null, 5]);
    expect(sessions!.data.slice(-3)).toEqual([40, null, 52]);
    expect(units!.data.filter((v) => v !== null)).toHaveLength(2);
  });
});
