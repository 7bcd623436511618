import { API, TOOLS } from '@asinasin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moduleStore } from '../../../lib/module-store';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

const mold = (key: string, id: number, path: string, cost: number) => ({
  key,
  id,
  path,
  value: key,
  name_zh: key,
  name_en: key,
  cost,
});

beforeEach(() => {
  fakeApi.on(API.moduleIndex, {
    mold: [
      mold('asin_fx_update', 1, '/products/asin_fx/index', 10),
      mold('ai_listing', 4, '/ai/listing/edit', 2),
    ],
  });
});
afterEach(() => {
  moduleStore.reset();
});

const routes = [{ path: '/dashboard', element: <DashboardPage /> }];

describe('DashboardPage', () => {
  it('links every built tool, the ones the sidebar lacks included', async () => {
    renderRoutes(routes, '/dashboard');
    for (const [key, name, path] of [
      ['aiListing', 'AI Listing 生成', '/ai/listing/edit'],
      ['listingEstimate', 'Listing 评估', '/ai/listing/estimate'],
      ['copywriting', '文案生成', '/copywriting'],
      ['aba', 'ABA 搜索词', '/search/aba'],
      ['abaSelectKeyword', 'ABA 选词', '/search/aba-select-keyword'],
      ['abaSelectProduct', 'ABA 选品', '/select/abaSelectProduct'],
      ['keywordReverse', '反查关键词', '/keyword/reverse'],
      ['research', '搜索词研究', '/search/research'],
    ] as const) {
      const card = await screen.findByTestId(`tool-card-${key}`);
      expect(card.dataset.built).toBe('true');
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(path);
    }
    const built = TOOLS.filter((tool) => tool.built);
    expect(screen.getAllByRole('link').filter((a) => a.closest('[data-testid^="tool-group-"]'))).toHaveLength(
      built.length,
    );
  });

  it('shows unbuilt tools as coming, without a link', async () => {
    renderRoutes(routes, '/dashboard');
    const card = await screen.findByTestId('tool-card-knowledge');
    expect(card.dataset.built).toBe('false');
    expect(within(card).getByText('即将上线')).toBeTruthy();
    expect(card.closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: '知识库' })).toBeNull();
  });

  it('marks free tools free and shows the server power cost of a billable one', async () => {
    renderRoutes(routes, '/dashboard');
    const listing = await screen.findByTestId('tool-card-aiListing');
    await waitFor(() => expect(within(listing).getByText('2.00 算力/次')).toBeTruthy());
    expect(within(screen.getByTestId('tool-card-hotMarket')).getByText('免费')).toBeTruthy();
  });

  it('groups the tools as a seller looks for them', async () => {
    renderRoutes(routes, '/dashboard');
    const keywords = await screen.findByTestId('tool-group-keywords');
    expect(within(keywords).getByRole('heading', { name: '关键词' })).toBeTruthy();
    expect(within(keywords).getByTestId('tool-card-keywordReverse')).toBeTruthy();
    expect(
      within(screen.getByTestId('tool-group-listing')).getByTestId('tool-card-copywriting'),
    ).toBeTruthy();
  });

  it('offers the default current module, the risk analysis', async () => {
    renderRoutes(routes, '/dashboard');
    const current = await screen.findByTestId('current-module');
    expect(moduleStore.getState().activeName).toBe('ai_pantent');
    expect(within(current).getByRole('link').getAttribute('href')).toBe('/products/ai_pantent/index');
  });

  it('offers a built module picked by the enName query parameter as the current one', async () => {
    renderRoutes(routes, '/dashboard?enName=wajue');
    const current = await screen.findByTestId('current-module');
    expect(within(current).getByRole('link').getAttribute('href')).toBe('/products/keyword-miner');
    expect(moduleStore.getState().activeName).toBe('wajue');
  });
});
