import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKeepa, type FakeKeepa } from '../apps/server/test/support/fake-keepa.js';
import { addKeepaProducts, trackedBottle } from '../apps/server/test/support/keepa-products.js';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { OPERATOR_ENV } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

// The server asks a local fake Keepa (GET /bestsellers, as Keepa's JSON API answers it) for the
// watched category's best-seller list.
const NODE = '289814';
const LIST = ['B0E2ECAT01', 'B0E2ECAT02', 'B0E2ECAT03'];
const env: Record<string, string> = { ...OPERATOR_ENV, DEMO_DATA: 'false', KEEPA_API_KEY: 'test-keepa-key' };
let keepa: FakeKeepa;
beforeAll(async () => {
  keepa = await startFakeKeepa();
  addKeepaProducts(
    keepa,
    LIST.map((asin) => trackedBottle(asin)),
  );
  keepa.state.bestSellers.set(NODE, LIST);
  env.KEEPA_BASE_URL = keepa.url;
});
afterAll(() => keepa?.close());
const product = useProduct(env);

const WORDS = {
  'zh-CN': {
    category: '类目',
    watch: '关注类目',
    refresh: '立即刷新',
    fresh: '已是最新',
    pending: '尚未获取',
    notNode: /仅数字/,
    hot: '热门商品',
    remove: '取消关注',
    empty: /还没有关注任何类目/,
  },
  'en-US': {
    category: 'Category',
    watch: 'Watch category',
    refresh: 'Refresh now',
    fresh: 'Up to date',
    pending: 'Not fetched yet',
    notNode: /digits only/,
    hot: 'Hot products',
    remove: 'Stop watching',
    empty: /You watch no category yet/,
  },
} as const;

const listFetches = () => keepa.requests.filter((u) => u.pathname === '/bestsellers').length;

describe('watched categories with Keepa best-seller lists', () => {
  it('watches a category, refreshes its list once for every seller, and links to its hot products', async (test) => {
    for (const [i, [viewport, locale]] of (
      [
        ['wide', 'zh-CN'],
        ['narrow', 'en-US'],
        ['narrow', 'zh-CN'],
        ['wide', 'en-US'],
      ] as const
    ).entries()) {
      const words = WORDS[locale];
      const tag = `${viewport === 'wide' ? 1440 : 390}-${locale === 'zh-CN' ? 'zh' : 'en'}`;
      const { page } = await signedInPage(product.browser, product.server, test, {
        viewport: VIEWPORTS[viewport],
        locale,
      });
      await page.goto(`${product.server.baseUrl}/watch`);
      const table = page.getByTestId('watch-categories');
      await table.getByText(words.empty).waitFor();
      const input = page.getByRole('combobox', { name: words.category, exact: true });
      const add = page.getByRole('button', { name: words.watch });

      // a name that is no node is refused on the page, before any request
      await input.fill('Kitchen');
      // The catalog's matching categories drop down over the button once the first list named the
      // node: close them only after they came, or they open again over it.
      const offered = page.locator('.ant-select-item-option', { hasText: `(${NODE})` });
      if (i > 0) await offered.waitFor();
      await input.press('Escape');
      await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
      await add.click();
      await page.getByText(words.notNode).waitFor();

      await input.click();
      await input.fill(NODE);
      if (i > 0) {
        // the first seller's list put the node in the catalog: it is offered with its path
        await offered.click();
      } else {
        await input.press('Escape');
      }
      await add.click();
      await table
        .getByText(`node ${NODE}`)
        .or(table.getByText(`节点 ${NODE}`))
        .waitFor();

      const before = listFetches();
      await page.getByRole('button', { name: words.refresh }).click();
      await table.getByText(words.fresh).waitFor({ timeout: 60_000 });
      // one fetch for the first seller; every later seller reads the same list this period
      expect(listFetches()).toBe(i === 0 ? before + 1 : before);
      await screenshot(page, `watch-categories-${tag}`);

      await table.getByRole('link', { name: words.hot }).click();
      await page.waitForURL(/\/products\/hot-product\?kind=newEntrants&marketplace=US/);
      await page.goBack();
      await table.getByRole('button', { name: words.remove }).click();
      await table.getByText(words.empty).waitFor();
      await page.context().close();
    }
  });
});
