import { API, type WatchAlert, type WatchItem } from '@asinasin/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WatchToggle } from '../../../components/watch-toggle/watch-toggle';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { FakeEventSource } from '../../../test/payment-fakes';
import { renderRoutes } from '../../../test/render';
import { WatchListPage } from './watch-list-page';

const item: WatchItem = {
  id: 7,
  kind: 'product',
  marketplace: 'US',
  target: 'B0WATCH001',
  thresholds: { rankJumpPct: 30, priceChangePct: 10, keywordRankMove: 5 },
  state: {
    title: 'Insulated steel bottle',
    rank: 1900,
    rankCategory: 'Home & Kitchen',
    price: 21.49,
    currency: 'USD',
    top10: [],
    keywordRank: null,
    observedAt: null,
  },
  checkedAt: Date.UTC(2026, 10, 26, 12),
  createdAt: Date.UTC(2026, 10, 26, 11),
};
const alert: WatchAlert = {
  id: 3,
  itemId: 7,
  itemKind: 'product',
  marketplace: 'US',
  target: 'B0WATCH001',
  kind: 'rank',
  before: 1900,
  after: 950,
  detail: 'Home & Kitchen',
  createdAt: Date.UTC(2026, 10, 26, 12),
  read: false,
};

beforeEach(() => {
  authToken.set('tok-watch');
  // a refresh's progress is followed over the job events
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('watch list page', () => {
  it('shows each item with what the last refresh saw, its alerts, and refreshes on request', async () => {
    fakeApi.on(API.watchList, { items: [item], alerts: [alert], webhook: null, keepaConfigured: true });
    fakeApi.on(API.watchRefresh, { jobId: 'job-1' });
    fakeApi.on(API.watchAlertsRead, null);
    renderRoutes([{ path: '/watch', element: <WatchListPage /> }], '/watch');
    expect(await screen.findByText('Insulated steel bottle')).toBeTruthy();
    expect(screen.getByText(/排名 #1,900/)).toBeTruthy();
    expect(screen.getByText('B0WATCH001 排名 #1900 → #950')).toBeTruthy();
    expect(screen.queryByText(/尚未配置 Keepa/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /立即刷新/ }));
    await waitFor(() => expect(fakeApi.bodies(API.watchRefresh)).toEqual([{}]));
    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(fakeApi.bodies(API.watchAlertsRead)).toEqual([{ ids: [3] }]));
  });

  it('says how to add an item when the list is empty, and that Keepa is not set up', async () => {
    fakeApi.on(API.watchList, { items: [], alerts: [], webhook: null, keepaConfigured: false });
    renderRoutes([{ path: '/watch', element: <WatchListPage /> }], '/watch');
    expect(await screen.findByText(/还没有关注任何商品或关键词/)).toBeTruthy();
    expect(screen.getByText(/尚未配置 Keepa 密钥/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /立即刷新/ })).toHaveProperty('disabled', true);
  });

  it('the toggle watches a keyword, and shows a watched product as watched', async () => {
    fakeApi.on(API.watchList, { items: [item], alerts: [], webhook: null, keepaConfigured: true });
    fakeApi.on(API.watchAdd, { ...item, id: 8, kind: 'keyword', target: 'garlic press' });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <WatchToggle item={{ kind: 'product', marketplace: 'US', target: 'b0watch001' }} />
              <WatchToggle iconOnly item={{ kind: 'keyword', marketplace: 'US', target: 'garlic press' }} />
            </>
          ),
        },
      ],
      '/',
    );
    const product = await screen.findByRole('button', { name: '取消关注商品 b0watch001' });
    expect(product.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '关注关键词 garlic press' }));
    await waitFor(() =>
      expect(fakeApi.bodies(API.watchAdd)).toEqual([
        { kind: 'keyword', marketplace: 'US', target: 'garlic press' },
      ]),
    );
  });
});
