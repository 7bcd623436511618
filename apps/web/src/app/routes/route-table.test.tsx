import { MENU_ITEMS, TOOLS, isBuiltPath } from '@asinasin/contract';
import i18next from 'i18next';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { routes } from './route-table';

function leaf(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches[matches.length - 1];
  return { route: last?.route, handle: last?.route.handle as RouteHandle | undefined, matches };
}

function tagOf(path: string) {
  const { matches } = leaf(path);
  return [...matches]
    .reverse()
    .map((m) => (m.route.handle as RouteHandle | undefined)?.tag)
    .find(Boolean);
}

const SPEC_PATHS = [
  '/',
  '/user/login',
  '/user/register',
  '/user/forget',
  '/dashboard',
  '/products/about',
  '/products/keyword-miner',
  '/products/hot-market',
  '/products/hot-market-detail',
  '/products/hot-product',
  '/products/hot-product-detail',
  '/products/ai_pantent/index',
  '/products/asin_fx/index',
  '/products/asin_fx/search/index',
  '/products/asin_fx/report',
  '/products/asin_fx/online',
  '/products/asin_fx/online/US/B0ABCDEFGH',
  '/products/sc_fx/index',
  '/products/sc_fx/table/index',
  '/products/sc_fx/report',
  '/products/sc_fx/online/123',
  '/info/widget',
  '/knowledge',
  '/order',
  '/alipay',
  '/ai/listing/edit',
  '/ai/listing/estimate',
  '/ai/freight/calculation',
  '/ai/profit/analysis',
  '/ai/image/optimizer',
  '/ai/tort/query',
  '/search/research',
  '/search/aba',
  '/search/aba-select-keyword',
  '/search/source',
  '/search/global-search',
  '/search/market-prediction',
  '/select/market',
  '/select/product',
  '/select/prediction',
  '/select/abaSelectProduct',
  '/keyword/miner',
  '/keyword/reverse',
  '/patent',
  '/patent-new',
  '/trademark',
  '/product',
  '/product/report',
  '/product/online/DE/B0ABCDEFGH',
  '/market',
  '/market/report',
  '/market/online/42',
  '/picture',
  '/picture/wise',
  '/picture/change',
  '/copywriting',
  '/user-center',
];

describe('route table (SPEC §2)', () => {
  it.each(SPEC_PATHS)('%s is a page, not the catch-all', (path) => {
    const { route } = leaf(path);
    expect(route).toBeDefined();
    expect(route?.path).not.toBe('*');
    expect((route?.handle as RouteHandle | undefined)?.isRedirect).not.toBe(true);
  });

  it.each(['/user', '/products', '/products/ai_pantent', '/ai', '/no/such/page'])(
    '%s only redirects',
    (path) => {
      expect(leaf(path).handle?.isRedirect).toBe(true);
    },
  );

  it('has a page for every menu entry', () => {
    for (const item of MENU_ITEMS) expect(leaf(item.path).route?.path).not.toBe('*');
  });

  it.each(TOOLS.map((tool) => [tool.path, tool.built] as const))(
    '%s shows the not-built page exactly when the contract says it is not built (built: %s)',
    (path, built) => {
      const { route, handle } = leaf(path);
      expect(route?.path).not.toBe('*');
      expect(handle?.notBuilt === true).toBe(!built);
    },
  );

  it('sends /products to a built page', () => {
    const { route } = leaf('/products');
    const to = (route?.element as { props?: { to?: string } } | undefined)?.props?.to ?? '';
    expect(isBuiltPath(to)).toBe(true);
  });

  it('tags routes with their English names', () => {
    expect(tagOf('/products/asin_fx/index')).toBe('asin_fx');
    expect(tagOf('/product/online/US/B0ABCDEFGH')).toBe('asin_fx');
    expect(tagOf('/market/online/42')).toBe('sc_fx');
    expect(tagOf('/products/ai_pantent/index')).toBe('ai_pantent');
    expect(tagOf('/patent-new')).toBe('ai_pantent_new');
    expect(tagOf('/picture/wise')).toBe('ai_img');
    expect(tagOf('/keyword/reverse')).toBe('ai_wa');
  });

  it('names the feature a not-yet-built page stands for', () => {
    expect(leaf('/products/hot-market').handle?.feature).toBe('hotMarket');
    expect(leaf('/products/hot-market-detail').handle?.queryAsProps).toBe(true);
  });

  it.each([
    ['/', 'home'],
    ['/user/login', 'account'],
    ['/user/register', 'account'],
    ['/user/forget', 'account'],
    ['/dashboard', 'dashboard'],
    ['/products/about', 'about'],
    ['/user-center', 'account'],
    ['/alipay', 'alipay'],
    ['/order', 'billing'],
  ])('%s loads its page together with the %s messages', async (path, namespace) => {
    i18next.removeResourceBundle('zh-CN', namespace);
    const { lazy } = leaf(path).route ?? {};
    if (typeof lazy !== 'function') throw new Error(`${path} is not a lazy page`);
    const loaded = await lazy();
    expect(loaded).toHaveProperty('Component');
    expect(i18next.hasResourceBundle('zh-CN', namespace)).toBe(true);
  });
});
