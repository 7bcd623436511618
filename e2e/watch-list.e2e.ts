import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKeepa, type FakeKeepa } from '../apps/server/test/support/fake-keepa.js';
import { addKeepaProducts, movedOn, trackedBottle } from '../apps/server/test/support/keepa-products.js';
import { screenshot, VIEWPORTS } from './fixtures/browser.js';
import { importAsOperator, OPERATOR_ENV } from './fixtures/catalog.js';
import { useProduct } from './fixtures/product.js';
import { signedInPage } from './fixtures/seller.js';

// The server asks a local fake Keepa (the protocol of Keepa's JSON API) for the watched product.
// one product per viewport and language, so each seller's first refresh sees Keepa's first state
const ASINS = ['B0E2EWATC1', 'B0E2EWATC2', 'B0E2EWATC3', 'B0E2EWATC4'];
const env: Record<string, string> = { ...OPERATOR_ENV, DEMO_DATA: 'false', KEEPA_API_KEY: 'test-keepa-key' };
let keepa: FakeKeepa;
beforeAll(async () => {
  keepa = await startFakeKeepa();
  env.KEEPA_BASE_URL = keepa.url;
});
afterAll(() => keepa?.close());
const product = useProduct(env);

const WORDS = {
  'zh-CN': {
    watch: '关注商品',
    menu: '关注列表',
    refresh: '立即刷新',
    rank: '排名 #1,900',
    history: '查看历史',
  },
  'en-US': {
    watch: 'Watch product',
    menu: 'Watch list',
    refresh: 'Refresh now',
    rank: 'Rank #1,900',
    history: 'History',
  },
} as const;

/** SVG paths an ECharts line chart drew inside a card. */
const linePaths = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('svg path[fill="none"]').count();

describe('watch list with Keepa', () => {
  it('watches a product, refreshes it from Keepa, shows its history and an alert', async (test) => {
    // a catalog product with only a title: Keepa gives it everything else
    const rows = ASINS.map((asin) => `US,${asin},Bottle`).join('\n');
    await importAsOperator(product.server, 'products', {
      name: 'four.csv',
      bytes: `marketplace,asin,title\n${rows}\n`,
    });
    for (const [i, [viewport, locale]] of (
      [
        ['wide', 'zh-CN'],
        ['narrow', 'en-US'],
        ['narrow', 'zh-CN'],
        ['wide', 'en-US'],
      ] as const
    ).entries()) {
      const ASIN = ASINS[i]!;
      const words = WORDS[locale];
      const tag = `${viewport === 'wide' ? 1440 : 390}-${locale === 'zh-CN' ? 'zh' : 'en'}`;
      const bottle = trackedBottle(ASIN);
      addKeepaProducts(keepa, [bottle]);
      const { page } = await signedInPage(product.browser, product.server, test, {
        viewport: VIEWPORTS[viewport],
        locale,
      });

      await page.goto(`${product.server.baseUrl}/products/hot-product-detail?marketplace=US&asins=${ASIN}`);
      await page.getByTestId('product-detail').waitFor();
      await page.getByRole('button', { name: `${words.watch} ${ASIN}` }).click();
      await page.getByRole('button', { name: new RegExp(`${ASIN}$`), pressed: true }).waitFor();

      // the shell's personal menu leads to the watch list
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: words.menu }).click();
      await page.waitForURL(/\/watch$/);
      await page.getByRole('button', { name: words.refresh }).click();
      await page.getByTestId('watch-items').getByText(words.rank).waitFor({ timeout: 60_000 });

      // Keepa now sees the rank halve and the price rise by a fifth
      addKeepaProducts(keepa, [movedOn(bottle, { rank: 0.5, price: 1.2 })]);
      await page.getByRole('button', { name: words.refresh }).click();
      await page
        .getByTestId('watch-alerts')
        .getByText(/#1900 → #950/)
        .waitFor({ timeout: 60_000 });
      await screenshot(page, `watch-list-${tag}`);

      await page.getByTestId('watch-items').getByRole('link', { name: words.history }).click();
      await page.getByTestId('product-detail').waitFor();
      await expect.poll(() => linePaths(page, 'chart-bsr'), { timeout: 30_000 }).toBeGreaterThan(0);
      // Keepa's own series: the price, Amazon's, the lowest new and the lowest FBA, each a line
      await expect.poll(() => linePaths(page, 'chart-prices'), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
      await expect.poll(() => linePaths(page, 'chart-subBsr'), { timeout: 30_000 }).toBeGreaterThan(0);
      await page.getByTestId('rank-drops').getByText('40 / 110 / 200').waitFor();
      await screenshot(page, `watch-list-history-${tag}`);
      await page.context().close();
    }
  });
});
