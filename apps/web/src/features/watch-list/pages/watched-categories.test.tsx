import { API, type WatchAlert, type WatchItem } from '@asinasin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WatchToggle } from '../../../components/watch-toggle/watch-toggle';
import { changeLanguage } from '../../../i18n';
import { authToken } from '../../../lib/auth-token';
import { fakeApi } from '../../../test/fake-api';
import { FakeEventSource } from '../../../test/payment-fakes';
import { renderRoutes } from '../../../test/render';
import { WatchListPage } from './watch-list-page';

const PATH = 'Home & Kitchen > Kitchen & Dining';
const category: WatchItem = {
  id: 11,
  kind: 'category',
  marketplace: 'US',
  target: '289814',
  thresholds: { rankJumpPct: 30, priceChangePct: 10, keywordRankMove: 5 },
  state: null,
  checkedAt: null,
  createdAt: Date.UTC(2026, 10, 26, 11),
  label: PATH,
  list: {
    state: 'waiting',
    fetchedAt: null,
    nextAt: Date.UTC(2026, 10, 27, 0),
    reason: 'budget',
  },
};
const entrant: WatchAlert = {
  id: 4,
  itemId: 11,
  itemKind: 'category',
  marketplace: 'US',
  target: '289814',
  kind: 'competitor',
  before: null,
  after: 1,
  detail: 'B0NEW00001',
  createdAt: Date.UTC(2026, 10, 26, 12),
  read: false,
};
const moved: WatchAlert = { ...entrant, id: 5, kind: 'listRank', before: 2, after: 10, detail: 'B0CAT00002' };
const routes = [{ path: '/watch', element: <WatchListPage /> }];

beforeEach(() => {
  authToken.set('tok-watch-categories');
  fakeApi.on(API.watchCategories, { categories: [{ node: '289814', path: PATH }] });
});
afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('watched categories on the watch list page', () => {
  it('shows a watched category’s list state, why it waits, its next refresh and its hot products, and its alerts', async () => {
    fakeApi.on(API.watchList, {
      items: [category],
      alerts: [entrant, moved],
      webhook: null,
      keepaConfigured: true,
    });
    renderRoutes(routes, '/watch');
    const table = await screen.findByTestId('watch-categories');
    expect(within(table).getByText(PATH)).toBeTruthy();
    expect(within(table).getByText('等待 Keepa 额度恢复')).toBeTruthy();
    expect(within(table).getByText('今日 Keepa 额度预算已用完，次日（UTC）自动继续')).toBeTruthy();
    expect(within(table).getByText('尚未刷新')).toBeTruthy();
    expect(within(table).getByText(new Date(Date.UTC(2026, 10, 27, 0)).toLocaleString())).toBeTruthy();
    const hot = within(table).getByRole('link', { name: '热门商品' });
    const href = new URL(hot.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/products/hot-product');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      kind: 'newEntrants',
      marketplace: 'US',
      category: PATH,
    });
    // a category is not among the products and keywords
    expect(within(screen.getByTestId('watch-items')).queryByText(/289814/)).toBeNull();
    expect(screen.getByText('类目 289814 前 10 出现新商品 B0NEW00001（第 1 名）')).toBeTruthy();
    expect(screen.getByText('类目 289814：B0CAT00002 在畅销榜中 #2 → #10')).toBeTruthy();
  });

  it('adds a category by node, refuses what is not one without asking, and shows the server’s refusal, in English', async () => {
    await changeLanguage('en-US');
    fakeApi.on(API.watchList, { items: [], alerts: [], webhook: null, keepaConfigured: true });
    fakeApi.on(API.watchAdd, {
      ...category,
      list: { state: 'pending', fetchedAt: null, nextAt: null, reason: null },
    });
    renderRoutes(routes, '/watch');
    const input = await screen.findByRole('combobox', { name: 'Category' });
    fireEvent.change(input, { target: { value: 'Kitchen' } });
    // the catalog's category is offered for what is typed
    expect(await screen.findByText(`${PATH} (289814)`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Watch category' }));
    expect(await screen.findByText(/Amazon browse node number/)).toBeTruthy();
    expect(fakeApi.bodies(API.watchAdd)).toEqual([]);

    fireEvent.change(input, { target: { value: '289814' } });
    fireEvent.click(screen.getByRole('button', { name: 'Watch category' }));
    await waitFor(() =>
      expect(fakeApi.bodies(API.watchAdd)).toEqual([
        { kind: 'category', marketplace: 'US', target: '289814' },
      ]),
    );

    fakeApi.fail(API.watchAdd, 400, 'You can watch at most 20 categories');
    fireEvent.change(input, { target: { value: '1055398' } });
    fireEvent.click(screen.getByRole('button', { name: 'Watch category' }));
    expect(await screen.findByText('You can watch at most 20 categories')).toBeTruthy();
  });

  it('says a category needs Keepa when the instance has no key', async () => {
    fakeApi.on(API.watchList, {
      items: [{ ...category, list: { state: 'pending', fetchedAt: null, nextAt: null, reason: null } }],
      alerts: [],
      webhook: null,
      keepaConfigured: false,
    });
    renderRoutes(routes, '/watch');
    const table = await screen.findByTestId('watch-categories');
    expect(within(table).getByText(/需要 Keepa：请联系运营者配置 KEEPA_API_KEY/)).toBeTruthy();
    expect(within(table).getByText(/下次定时刷新时/)).toBeTruthy();
  });

  it('the toggle of a new entrant’s node watches the category, and shows a refusal', async () => {
    fakeApi.on(API.watchList, { items: [], alerts: [], webhook: null, keepaConfigured: true });
    fakeApi.fail(
      API.watchAdd,
      400,
      '最多关注 20 个类目（每次刷新都要从 Keepa 读取一份畅销榜），请先取消一个',
    );
    renderRoutes(
      [
        {
          path: '/',
          element: <WatchToggle iconOnly item={{ kind: 'category', marketplace: 'US', target: '289814' }} />,
        },
      ],
      '/',
    );
    const toggle = await screen.findByRole('button', { name: '关注类目 289814' });
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
    fireEvent.click(toggle);
    expect(await screen.findByText(/最多关注 20 个类目/)).toBeTruthy();
    expect(fakeApi.bodies(API.watchAdd)).toEqual([{ kind: 'category', marketplace: 'US', target: '289814' }]);
  });

  it('tells a running refresh’s category and its wait for Keepa tokens', async () => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    try {
      fakeApi.on(API.watchList, { items: [category], alerts: [], webhook: null, keepaConfigured: true });
      fakeApi.on(API.watchRefresh, { jobId: 'job-9' });
      renderRoutes(routes, '/watch');
      fireEvent.click(await screen.findByRole('button', { name: /立即刷新/ }));
      await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
      const source = FakeEventSource.latest();
      expect(source.url).toMatch(/id=job-9/);
      const running = (progress: Record<string, unknown>) =>
        act(() =>
          source.emit({ id: 'job-9', name: 'watch.refresh', state: 'running', progress, error: null }),
        );
      running({ phase: 'categories', marketplace: 'US', category: '289814', done: 0, total: 2 });
      expect((await screen.findByTestId('watch-refresh-progress')).textContent).toBe(
        '正在读取类目 289814 的畅销榜（第 1 个，共 2 个）',
      );
      const until = '2026-11-27T10:05:00.000Z';
      running({
        phase: 'categories',
        category: '289814',
        done: 0,
        total: 2,
        waiting: { tokensLeft: 3, needed: 50, waitMs: 60_000, until },
      });
      await waitFor(() =>
        expect(screen.getByTestId('watch-refresh-progress').textContent).toBe(
          `等待 Keepa 额度恢复：剩余 3，需要 50，约 ${new Date(until).toLocaleTimeString()} 继续`,
        ),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
